import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { getOwnProfile } from "@/lib/profile/profile";

// GET /api/user/profile - the signed-in user with their profile and its four lists
export const GET = route(async (req) => {
  const me = await requireUser(req);
  return Response.json({ user: await getOwnProfile({ account: me }) });
});
