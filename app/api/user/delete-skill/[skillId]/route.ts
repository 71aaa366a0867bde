import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { parseId } from "@/lib/api/params";
import { requireUser } from "@/lib/auth/authenticate";
import { deleteSkill, listSkills } from "@/lib/skills/skills";

// POST /api/user/delete-skill/{skillId} - only the owner's own skill; anyone else's is 404
export const POST = route<{ skillId: string }>(async (req, { skillId }) => {
  const me = await requireUser(req);
  const id = parseId(skillId);
  if (!id) throw new ApiError("not_found", "Skill not found");
  await deleteSkill({ userId: me.id, skillId: id });
  return Response.json({ message: "Deleted skill", skills: await listSkills({ userId: me.id }) });
});
