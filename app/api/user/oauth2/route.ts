import { z } from "zod";
import { parseWith, readJson } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { verifyGoogleCredential } from "@/lib/auth/google";
import { LIMITS } from "@/lib/auth/limits";
import { signedIn } from "@/lib/auth/sign-in";
import { hit } from "@/lib/rate-limit";
import { getUserByEmail, publicUser } from "@/lib/users/accounts";

// Deviation from SPEC (security): the email comes from a verified Google ID token, never
// from the body, or anyone could sign in as anyone.
const googleSignInSchema = z.object({ credential: z.string({ error: "Google credential is required" }).min(1, "Google credential is required") });

// POST /api/user/oauth2 - sign in with a Google ID token (`credential`)
export const POST = route(async (req) => {
  const { credential } = parseWith(googleSignInSchema, await readJson(req));
  await hit(`google:ip:${clientIp(req)}`, LIMITS.googlePerIp);
  const { email, name } = await verifyGoogleCredential(credential);
  const account = await getUserByEmail({ email });
  if (!account) throw new ApiError("not_found", "User not registered", { body: { message: "User not registered", email, name } });
  if (!account.verified) throw new ApiError("unauthorized", "Account not verified", { body: { user: publicUser(account) } });
  return signedIn(account, "Logged in successfully");
});
