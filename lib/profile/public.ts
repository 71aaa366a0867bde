import "server-only";
import type { User } from "@/lib/db/schema";
import { getPublicOwner } from "@/lib/users/public-id";
import { publicSkills } from "@/lib/skills/skills";
import { getEntries } from "./entries";
import { getPictureVersion, hasResume, pictureUrl, resumeUrl } from "./files";

/**
 * The internal key of the user whose picture or resume `publicId` names, if `viewer` may
 * fetch it: anyone while the share page is public, else only the owner (signed in).
 */
export async function fileOwnerId({ publicId, viewer }: { publicId: string; viewer: () => Promise<User | undefined> }) {
  const owner = await getPublicOwner({ publicId });
  if (owner) return { userId: owner.id, isPublic: true };
  const me = await viewer();
  return me?.publicId === publicId ? { userId: me.id, isPublic: false } : undefined;
}

/**
 * The public profile: GET /api/profile/{id} and the share page. Built field by field from an
 * allow-list: never a password hash, token, code, hidden or inactive skill, internal key,
 * or the email unless its owner chose to show it.
 */
export async function getPublicProfile({ publicId }: { publicId: string }) {
  const row = await getPublicOwner({ publicId });
  if (!row) return undefined;
  const userId = row.id;
  const [lists, pictureVersion, resume, skills] = await Promise.all([getEntries({ userId }), getPictureVersion({ userId }), hasResume({ userId }), publicSkills({ userId })]);
  return {
    id: publicId,
    name: row.name,
    ...(row.showEmail ? { email: row.email } : {}),
    profile: {
      title: row.title,
      location: row.location ?? "",
      description: row.description ?? "",
      picture: pictureVersion ? pictureUrl(publicId, pictureVersion) : null,
      resume: resume ? resumeUrl(publicId) : null,
      ...lists,
    },
    skills,
  };
}
export type PublicProfile = NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>;

/** A date as the share page and its preview image print it ('Nov 17, 2026'). */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
