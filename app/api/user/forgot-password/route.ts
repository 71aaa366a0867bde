import { parseWith } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { readFields } from "@/lib/api/form";
import { route } from "@/lib/api/handler";
import { LIMITS } from "@/lib/auth/limits";
import { hit } from "@/lib/rate-limit";
import { requestPasswordReset } from "@/lib/users/accounts";
import { emailSchema } from "@/lib/validations/auth";

// POST /api/user/forgot-password - form data with email; the same answer for known and
// unknown addresses
export const POST = route(async (req) => {
  const { email } = parseWith(emailSchema, await readFields(req));
  await hit(`forgot:ip:${clientIp(req)}`, LIMITS.forgotPerIp);
  await hit(`forgot:email:${email}`, LIMITS.forgotPerEmail, "Too many reset links requested. Please wait a few minutes.");
  await requestPasswordReset({ email });
  return Response.json({ message: "Password reset link sent" });
});
