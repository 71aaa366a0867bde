import { route } from "@/lib/api/handler";
import { signedOut } from "@/lib/auth/sign-in";

// POST /api/user/logout - end the browser session (bearer tokens simply stop being sent)
export const POST = route(async () => signedOut("Logged out"));
