import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { profile, user } from "@/lib/db/schema";
import { publicSkills } from "@/lib/skills/skills";
import { getEntries } from "./entries";
import { getPictureVersion, hasResume, pictureUrl } from "./files";

/**
 * The public profile: GET /api/profile/{id} and the share page. Built field by field from an
 * allow-list: never a password hash, token, code, hidden or inactive skill, or the email
 * unless its owner chose to show it. Undefined for an unknown or unverified account, and
 * for a profile not finished yet (no title).
 */
export async function getPublicProfile({ userId }: { userId: number }) {
  const db = await getDb();
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, verified: user.verified, title: profile.title, location: profile.location, description: profile.description, showEmail: profile.showEmail })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId));
  if (!row?.verified || !row.title) return undefined;
  const [lists, pictureVersion, resume, skills] = await Promise.all([getEntries({ userId }), getPictureVersion({ userId }), hasResume({ userId }), publicSkills({ userId })]);
  return {
    id: row.id,
    name: row.name,
    ...(row.showEmail ? { email: row.email } : {}),
    profile: {
      title: row.title,
      location: row.location ?? "",
      description: row.description ?? "",
      picture: pictureVersion ? pictureUrl(userId, pictureVersion) : null,
      resume: resume ? `/api/get-resume/${userId}` : null,
      ...lists,
    },
    skills,
  };
}
export type PublicProfile = NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>;

/** A date as the share page and its preview image print it ('Nov 17, 2026'). */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
