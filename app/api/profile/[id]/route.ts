import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { getPublicProfile } from "@/lib/profile/public";
import { parsePublicId } from "@/lib/users/public-id";

// Cached like the share page (ISR), and revalidated with it on every owner change
// (lib/profile/share-cache.ts). A miss never gets here: proxy.ts answers it first.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

// GET /api/profile/{id} - the public profile (an allow-list of fields; see lib/profile/public.ts)
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const publicId = parsePublicId(id);
  const user = publicId ? await getPublicProfile({ publicId }) : undefined;
  if (!user) throw new ApiError("not_found", "Profile not found", { headers: { "Cache-Control": "no-store" } });
  return Response.json({ user }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" } });
});
