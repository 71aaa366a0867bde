import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { converse } from "@/lib/quiz/service";
import { hit } from "@/lib/rate-limit";
import { quizTurnSchema } from "@/lib/validations/quiz";

/** Quiz turns per user: 30 a minute (each may call a paid AI provider). */
const QUIZ_LIMIT = { limit: 30, windowSeconds: 60 };

// POST /api/saarp - one quiz turn: { message, payload, history } -> { response: [text, metadata] }
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const { message } = parseWith(quizTurnSchema, await readJson(req, 512 * 1024));
  await hit(`quiz:${me.id}`, QUIZ_LIMIT, "Too many quiz messages at once. Please wait a moment.");
  return Response.json(await converse({ account: me, message }));
});
