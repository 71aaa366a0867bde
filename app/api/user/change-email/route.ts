import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { signedOut } from "@/lib/auth/sign-in";
import { changeEmail } from "@/lib/users/accounts";
import { changeEmailSchema } from "@/lib/validations/auth";

// POST /api/user/change-email - needs the current password; the new address must be
// verified, so every session ends and a code goes to the new address
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const input = parseWith(changeEmailSchema, await readJson(req));
  const updated = await changeEmail({ account: me, ...input });
  return signedOut("Email id changed successfully", { email: updated.email });
});
