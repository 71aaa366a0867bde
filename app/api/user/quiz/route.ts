import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { getQuizThread } from "@/lib/quiz/service";

// GET /api/user/quiz - the stored quiz thread (it survives a reload)
export const GET = route(async (req) => {
  const me = await requireUser(req);
  return Response.json({ messages: await getQuizThread({ userId: me.id, name: me.name }) });
});
