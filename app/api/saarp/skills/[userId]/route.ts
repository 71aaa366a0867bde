import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { publicSkills } from "@/lib/skills/skills";
import { getPublicOwner, parsePublicId } from "@/lib/users/public-id";

// GET /api/saarp/skills/{userId} - public while the share page is: the skills the owner
// shows (visible and Active). {userId} is the public id.
export const GET = route<{ userId: string }>(async (_req, { userId }) => {
  const publicId = parsePublicId(userId);
  const owner = publicId && (await getPublicOwner({ publicId }));
  if (!owner) throw new ApiError("not_found", "User not found");
  return Response.json({ skills: await publicSkills({ userId: owner.id }) }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=300" } });
});
