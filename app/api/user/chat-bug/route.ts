import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { getDb } from "@/lib/db/client";
import { bugReport } from "@/lib/db/schema";
import { hit } from "@/lib/rate-limit";
import { chatBugSchema } from "@/lib/validations/quiz";

// POST /api/user/chat-bug - { email, description, history }; stored with the account's own address
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const { description, history } = parseWith(chatBugSchema, await readJson(req, 256 * 1024));
  await hit(`chat-bug:${me.id}`, { limit: 10, windowSeconds: 3600 }, "Too many bug reports at once. Please try again later.");
  await (await getDb()).insert(bugReport).values({ userId: me.id, email: me.email, description, history });
  return Response.json({ message: "Thank you for reporting the bug" });
});
