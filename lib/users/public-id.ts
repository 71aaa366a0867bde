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
