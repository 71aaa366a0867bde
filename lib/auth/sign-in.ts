import "server-only";
import type { User } from "@/lib/db/schema";
import { publicUser } from "@/lib/users/accounts";
import { claimsFor, clearSessionCookie, mintApiToken, sessionCookie } from "./tokens";

/** `{ message, user, token }` plus the browser session cookie. */
export async function signedIn(account: User, message: string) {
  const claims = claimsFor(account);
  const token = await mintApiToken(claims);
  return Response.json({ message, user: publicUser(account), token }, { headers: { "Set-Cookie": await sessionCookie(claims) } });
}

/** `{ message, ...extra }` and the browser session ended. */
export function signedOut(message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ message, ...extra }, { headers: { "Set-Cookie": clearSessionCookie() } });
}
