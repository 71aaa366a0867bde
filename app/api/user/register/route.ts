import { parseWith, readJson } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/handler";
import { LIMITS } from "@/lib/auth/limits";
import { hit } from "@/lib/rate-limit";
import { createUser, publicUser, sendVerificationCode } from "@/lib/users/accounts";
import { registerSchema } from "@/lib/validations/auth";

// POST /api/user/register - create an unverified account and mail a 6-digit code
export const POST = route(async (req) => {
  const input = parseWith(registerSchema, await readJson(req));
  await hit(`register:ip:${clientIp(req)}`, LIMITS.registerPerIp);
  const account = await createUser(input);
  await sendVerificationCode({ account });
  return Response.json({ message: "Code sent to your email", user: publicUser(account) });
});
