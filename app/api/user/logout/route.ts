import { route } from "@/lib/api/handler";
import { guardCookieRequest } from "@/lib/auth/authenticate";
import { signedOut } from "@/lib/auth/sign-in";

// POST /api/user/logout - end the browser session (bearer tokens simply stop being sent);
// like every cookie mutation, only from our own origin (guardCookieRequest)
export const POST = route(async (req) => {
  guardCookieRequest(req);
  return signedOut("Logged out");
});
