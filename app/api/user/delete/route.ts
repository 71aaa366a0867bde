import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { signedOut } from "@/lib/auth/sign-in";
import { deleteAccount } from "@/lib/users/accounts";

// POST /api/user/delete - remove the account and everything it owns; ends every session
export const POST = route(async (req) => {
  const me = await requireUser(req);
  await deleteAccount({ account: me });
  return signedOut("Account deleted");
});
