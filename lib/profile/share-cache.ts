import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db/client";
import { user } from "@/lib/db/schema";

/**
 * The share page, its preview image and GET /api/profile/{id} are cached (ISR). Whatever
 * changes what the public may see (the profile, its lists, files and skills, the email
 * setting, the address and whether it is verified, the account's deletion) marks them
 * stale, so the next visitor gets a fresh render. (Outside a Next request, in tests and
 * scripts, there is no cache to mark.)
 */
export function revalidateSharePaths(publicId: string) {
  try {
    revalidatePath(`/share-profile/${publicId}`);
    revalidatePath(`/share-profile/${publicId}/opengraph-image`);
    revalidatePath(`/api/profile/${publicId}`);
  } catch {
    // no Next.js cache in this process
  }
}

/** The same, for a user known by the internal key. Await it: it must run within the request. */
export async function revalidateShare(userId: number) {
  const db = await getDb();
  const [row] = await db.select({ publicId: user.publicId }).from(user).where(eq(user.id, userId));
  if (row) revalidateSharePaths(row.publicId);
}
