import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getUserById } from "@/lib/users/accounts";
import { readApiToken, readSessionToken, sessionTokenFrom, type TokenClaims } from "./tokens";

/** The user behind verified claims, if the account still exists, is verified and the token is current. */
export async function userForClaims(claims: TokenClaims | null) {
  if (!claims) return undefined;
  const found = await getUserById({ id: Number(claims.sub) });
  if (!found || !found.verified || found.tokenVersion !== claims.ver) return undefined;
  return found;
}

/** The caller: a bearer token (API clients) or else the browser's session cookie. */
export async function authenticate(req: Request) {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    return userForClaims(match ? await readApiToken(match[1].trim()) : null);
  }
  const cookie = sessionTokenFrom(req.headers.get("cookie"));
  return userForClaims(cookie ? await readSessionToken(cookie) : null);
}

export async function requireUser(req: Request) {
  const found = await authenticate(req);
  if (!found) throw new ApiError("unauthorized", "Please sign in to continue");
  return found;
}
