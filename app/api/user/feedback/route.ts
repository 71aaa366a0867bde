import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { createFeedback } from "@/lib/profile/profile";
import { hit } from "@/lib/rate-limit";
import { feedbackSchema } from "@/lib/validations/profile";

/** Feedback per user: 10 an hour. */
const FEEDBACK_LIMIT = { limit: 10, windowSeconds: 3600 };

// POST /api/user/feedback - stored with the account's own address (the payload's email is
// not trusted)
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const values = parseWith(feedbackSchema, await readJson(req));
  await hit(`feedback:${me.id}`, FEEDBACK_LIMIT, "Too much feedback at once. Please try again later.");
  await createFeedback({ account: me, values });
  return Response.json({ message: "Thank you for your feedback" });
});
