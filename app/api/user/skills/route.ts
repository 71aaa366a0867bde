import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { listSkills } from "@/lib/skills/skills";

// GET /api/user/skills - every skill of the signed-in user, hidden and inactive ones too
export const GET = route(async (req) => {
  const me = await requireUser(req);
  return Response.json({ skills: await listSkills({ userId: me.id }) });
});
