import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";

// GET /api/user/profile - the signed-in user
export const GET = route(async (req) => {
  const me = await requireUser(req);
  return Response.json({ user: { id: me.id, name: me.name, email: me.email, verified: me.verified } });
});
