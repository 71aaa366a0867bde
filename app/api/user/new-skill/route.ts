import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { addSkill, listSkills } from "@/lib/skills/skills";
import { newSkillSchema } from "@/lib/validations/skills";

// POST /api/user/new-skill - add a skill at rating 0; the same skill twice (or through an alias) is 409
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const { name } = parseWith(newSkillSchema, await readJson(req));
  const id = await addSkill({ userId: me.id, name });
  const skills = await listSkills({ userId: me.id });
  return Response.json({ message: "Added new skill", skill: skills.find((s) => s.id === id), skills }, { status: 201 });
});
