import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { profile, user } from "@/lib/db/schema";

// Kept free of the rest of the users and profile modules: proxy.ts reads it on every
// public-profile request.

/** A public id as URLs carry it (lib/db/schema.ts), else undefined: answer 404 without a query. */
export const parsePublicId = (raw: string) => (/^[A-Za-z0-9_-]{16}$/.test(raw) ? raw : undefined);

/**
 * The account behind a public id while its share page is public: verified, with a
 * finished profile (a title). Undefined otherwise. The page, its preview image, the public
 * API and the picture and resume all answer exactly when this does.
 */
export async function getPublicOwner({ publicId }: { publicId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, verified: user.verified, title: profile.title, location: profile.location, description: profile.description, showEmail: profile.showEmail })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.publicId, publicId));
  return row?.verified && row.title ? { ...row, title: row.title } : undefined;
}

// Public ids found public in the last minute: proxy.ts asks on every share-page request, and
// a page served from the cache should cost no query. Bounded, shared by the proxy's and the
// app's bundles (globalThis), and cleared at once by revalidateSharePaths on this server;
// on another instance an entry outlives a change by at most TTL_MS, and the page itself
// still renders its 404 then.
const TTL_MS = 60_000;
const MAX_KNOWN = 10_000;
const holder = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
const known = (holder[Symbol.for("skillproof.publicProfiles")] ??= new Map<string, number>());

export async function isPublicProfile(publicId: string) {
  if ((known.get(publicId) ?? 0) > Date.now()) return true;
  known.delete(publicId);
  if (!(await getPublicOwner({ publicId }))) return false;
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
  known.set(publicId, Date.now() + TTL_MS);
  return true;
}

export const forgetPublicProfile = (publicId: string) => void known.delete(publicId);
