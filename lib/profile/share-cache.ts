import { revalidatePath } from "next/cache";

/**
 * The share page, its preview image and GET /api/profile/{id} are cached (ISR). Whatever an owner changes that
 * they show marks them stale, so the next visitor gets a fresh render within seconds.
 * (Outside a Next request, in tests and scripts, there is no cache to mark.)
 */
export function revalidateShare(userId: number) {
  try {
    revalidatePath(`/share-profile/${userId}`);
    revalidatePath(`/share-profile/${userId}/opengraph-image`);
    revalidatePath(`/api/profile/${userId}`);
  } catch {
    // no Next.js cache in this process
  }
}
