import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { parseId } from "@/lib/api/params";
import { getPublicProfile } from "@/lib/profile/public";

// Cached like the share page (ISR), and revalidated with it on every owner change
// (lib/profile/share-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

// GET /api/profile/{id} - the public profile (an allow-list of fields; see lib/profile/public.ts)
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const userId = parseId(id);
  const user = userId ? await getPublicProfile({ userId }) : undefined;
  // A missing profile may appear soon (the wizard finished): a CDN keeps the 404 briefly.
  if (!user) throw new ApiError("not_found", "Profile not found", { headers: { "Cache-Control": "public, max-age=0, s-maxage=30" } });
  return Response.json({ user }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" } });
});
