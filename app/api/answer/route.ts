import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { referenceAnswer } from "@/lib/quiz/service";
import { modelAnswerSchema } from "@/lib/validations/quiz";

// POST /api/answer - { question, topic } -> { answer }: only once this user answered or skipped it (else 403)
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const { question, topic } = parseWith(modelAnswerSchema, await readJson(req));
  return Response.json({ answer: await referenceAnswer({ userId: me.id, question, topic }) });
});
