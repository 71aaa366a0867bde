import { parseWith } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { ApiError } from "@/lib/api/errors";
import { readFields } from "@/lib/api/form";
import { route } from "@/lib/api/handler";
import { LIMITS } from "@/lib/auth/limits";
import { hit } from "@/lib/rate-limit";
import { resetPassword } from "@/lib/users/accounts";
import { resetPasswordSchema } from "@/lib/validations/auth";

// POST /api/user/reset-password - form data with password; the bearer token is the one
// from the reset link. Single use; revokes every session.
export const POST = route(async (req) => {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1]?.trim();
  if (!token) throw new ApiError("unauthorized", "Token not found");
  const { password } = parseWith(resetPasswordSchema, await readFields(req));
  await hit(`reset:ip:${clientIp(req)}`, LIMITS.resetPerIp);
  await resetPassword({ token, password });
  return Response.json({ message: "Password reset successfully" });
});
