import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { parseId } from "@/lib/api/params";
import { publicSkills } from "@/lib/skills/skills";
import { getUserById } from "@/lib/users/accounts";

// GET /api/saarp/skills/{userId} - public: the skills the owner shows (visible and Active)
export const GET = route<{ userId: string }>(async (_req, { userId }) => {
  const id = parseId(userId);
  const owner = id ? await getUserById({ id }) : undefined;
  if (!owner?.verified) throw new ApiError("not_found", "User not found");
  return Response.json({ skills: await publicSkills({ userId: owner.id }) }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=300" } });
});
