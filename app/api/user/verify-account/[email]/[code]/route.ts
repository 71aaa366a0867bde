import { parseWith } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/handler";
import { LIMITS } from "@/lib/auth/limits";
import { signedIn } from "@/lib/auth/sign-in";
import { hit } from "@/lib/rate-limit";
import { verifyAccount } from "@/lib/users/accounts";
import { emailSchema, verificationCodeSchema } from "@/lib/validations/auth";

// POST /api/user/verify-account/{email}/{code} - verify the address, then sign in
export const POST = route<{ email: string; code: string }>(async (req, params) => {
  const { email } = parseWith(emailSchema, { email: decodeURIComponent(params.email) });
  const code = parseWith(verificationCodeSchema, decodeURIComponent(params.code));
  await hit(`verify:ip:${clientIp(req)}`, LIMITS.verifyPerIp);
  const account = await verifyAccount({ email, code });
  return signedIn(account, "Account verified");
});
