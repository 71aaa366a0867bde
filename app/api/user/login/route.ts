import { parseWith, readJson } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { LIMITS } from "@/lib/auth/limits";
import { signedIn } from "@/lib/auth/sign-in";
import { hit, resetHits } from "@/lib/rate-limit";
import { checkCredentials, publicUser } from "@/lib/users/accounts";
import { loginSchema } from "@/lib/validations/auth";

// POST /api/user/login - email and password; `{ user, token }` and the browser session
export const POST = route(async (req) => {
  const { email, password } = parseWith(loginSchema, await readJson(req));
  const tooMany = "Too many sign-in attempts. Please try again later.";
  await hit(`login:ip:${clientIp(req)}`, LIMITS.loginPerIp, tooMany);
  await hit(`login:email:${email}`, LIMITS.loginPerEmail, tooMany);
  const account = await checkCredentials({ email, password });
  if (!account.verified) {
    throw new ApiError("unauthorized", "Account not verified", { body: { user: publicUser(account) } });
  }
  await resetHits(`login:email:${email}`);
  return signedIn(account, "Logged in successfully");
});
