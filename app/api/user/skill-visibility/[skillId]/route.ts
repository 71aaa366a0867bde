import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { parseId } from "@/lib/api/params";
import { requireUser } from "@/lib/auth/authenticate";
import { listSkills, toggleVisibility } from "@/lib/skills/skills";

// POST /api/user/skill-visibility/{skillId} - toggles Public/Hidden; showing needs an Active skill (409)
export const POST = route<{ skillId: string }>(async (req, { skillId }) => {
  const me = await requireUser(req);
  const id = parseId(skillId);
  if (!id) throw new ApiError("not_found", "Skill not found");
  const { visible } = await toggleVisibility({ userId: me.id, skillId: id });
  const skills = await listSkills({ userId: me.id });
  return Response.json({ message: "Updated skill visibility", visible, skill: skills.find((s) => s.id === id), skills });
});
