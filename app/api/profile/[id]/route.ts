import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { parseId } from "@/lib/api/params";
import { getPublicProfile } from "@/lib/profile/public";

// GET /api/profile/{id} - the public profile (an allow-list of fields; see lib/profile/public.ts)
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const userId = parseId(id);
  const user = userId ? await getPublicProfile({ userId }) : undefined;
  if (!user) throw new ApiError("not_found", "Profile not found");
  return Response.json({ user }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" } });
});
