import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { setShowEmail } from "@/lib/profile/profile";
import { publicEmailSchema } from "@/lib/validations/profile";

// POST /api/user/public-email - { show }: whether the public profile shows the account's email (off by default)
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const { show } = parseWith(publicEmailSchema, await readJson(req));
  await setShowEmail({ userId: me.id, show });
  return Response.json({ message: show ? "Your email now shows on your public profile" : "Your email is hidden from your public profile", show });
});
