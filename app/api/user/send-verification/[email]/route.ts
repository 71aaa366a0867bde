import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/body";
import { LIMITS } from "@/lib/auth/limits";
import { hit } from "@/lib/rate-limit";
import { getUserByEmail, sendVerificationCode } from "@/lib/users/accounts";
import { emailSchema } from "@/lib/validations/auth";

// POST /api/user/send-verification/{email} - mail a fresh code. The answer is the same
// whether or not an unverified account has this address.
export const POST = route<{ email: string }>(async (req, params) => {
  const { email } = parseWith(emailSchema, { email: decodeURIComponent(params.email) });
  await hit(`code:ip:${clientIp(req)}`, LIMITS.verifyPerIp);
  await hit(`code:email:${email}`, LIMITS.codePerEmail, "Too many codes requested. Please wait a few minutes.");
  const account = await getUserByEmail({ email });
  if (account && !account.verified) await sendVerificationCode({ account });
  return Response.json({ message: "Code sent to your email" });
});
