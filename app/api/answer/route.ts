import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { referenceAnswer } from "@/lib/quiz/service";
import { modelAnswerSchema } from "@/lib/validations/quiz";

// POST /api/answer - { question, topic } -> { answer }: the latest asking's, once this user answered or skipped it (else 403)
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const { question } = parseWith(modelAnswerSchema, await readJson(req)); // topic is accepted (SPEC section 7) but not needed
  return Response.json({ answer: await referenceAnswer({ userId: me.id, question }) });
});
