import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { feedback, profile, user, type User } from "@/lib/db/schema";
import type { z } from "zod";
import type { editProfileSchema, feedbackSchema } from "@/lib/validations/profile";
import { listSkills } from "@/lib/skills/skills";
import { getEntries } from "./entries";
import { revalidateShare } from "./share-cache";
import { getPictureVersion, hasResume, pictureUrl, resumeUrl } from "./files";

/** GET /api/user/profile's user: the account, its profile with its four lists, and its skills. */
export async function getOwnProfile({ account }: { account: User }) {
  const db = await getDb();
  const [header] = await db.select().from(profile).where(eq(profile.userId, account.id));
  const [lists, pictureVersion, resume, skills] = await Promise.all([
    getEntries({ userId: account.id }),
    getPictureVersion({ userId: account.id }),
    hasResume({ userId: account.id }),
    listSkills({ userId: account.id }),
  ]);
  return {
    id: account.publicId,
    name: account.name,
    email: account.email,
    verified: account.verified,
    profile: {
      title: header?.title ?? "",
      location: header?.location ?? "",
      description: header?.description ?? "",
      picture: pictureVersion ? pictureUrl(account.publicId, pictureVersion) : null,
      resume: resume ? resumeUrl(account.publicId) : null,
      ...lists,
    },
    skills,
  };
}

/** The wizard's save: the name on the account, the rest on the profile. */
export async function saveProfile({ userId, values }: { userId: number; values: z.output<typeof editProfileSchema> }) {
  const db = await getDb();
  const { name, ...header } = values;
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name }).where(eq(user.id, userId));
    await tx
      .insert(profile)
      .values({ userId, ...header })
      .onConflictDoUpdate({ target: profile.userId, set: { ...header, updatedAt: new Date() } });
  });
  await revalidateShare(userId);
}

export async function getShowEmail({ userId }: { userId: number }) {
  const db = await getDb();
  const [row] = await db.select({ showEmail: profile.showEmail }).from(profile).where(eq(profile.userId, userId));
  return row?.showEmail ?? false;
}

/** Settings: whether the public profile shows the account's email. */
export async function setShowEmail({ userId, show }: { userId: number; show: boolean }) {
  const db = await getDb();
  await db.insert(profile).values({ userId, showEmail: show }).onConflictDoUpdate({ target: profile.userId, set: { showEmail: show, updatedAt: new Date() } });
  await revalidateShare(userId);
}

export async function createFeedback({ account, values }: { account: User; values: z.output<typeof feedbackSchema> }) {
  const db = await getDb();
  await db.insert(feedback).values({ userId: account.id, email: account.email, ...values });
}
