import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { signedIn } from "@/lib/auth/sign-in";
import { changePassword } from "@/lib/users/accounts";
import { editPasswordSchema } from "@/lib/validations/auth";

// POST /api/user/edit-password - revokes every older token and session; the caller gets
// a fresh token and session so it stays signed in
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const input = parseWith(editPasswordSchema, await readJson(req));
  const updated = await changePassword({ account: me, ...input });
  return signedIn(updated, "Password changed successfully");
});
