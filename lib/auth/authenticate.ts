import "server-only";
import { requireJsonType } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { getUserById } from "@/lib/users/accounts";
import { readApiToken, readSessionToken, sessionTokenFrom, type TokenClaims } from "./tokens";

/** The user behind verified claims, if the account still exists, is verified and the token is current. */
export async function userForClaims(claims: TokenClaims | null) {
  if (!claims) return undefined;
  const found = await getUserById({ id: Number(claims.sub) });
  if (!found || !found.verified || found.tokenVersion !== claims.ver) return undefined;
  return found;
}

const APP_ORIGIN = new URL(env.APP_URL).origin;

/**
 * CSRF defence for the session cookie. SameSite=Lax keeps it off other sites' requests, but
 * not off other origins of the same site (subdomains, other ports), so a cookie-authenticated
 * mutation must come from our own origin: APP_URL's, or the one the request was addressed to.
 * A foreign Origin (`null` included) or a Sec-Fetch-Site of same-site/cross-site is refused;
 * neither header (curl, server-to-server) passes. Its JSON body must also be declared
 * application/json (readJson), which no form and no preflight-free fetch can send.
 * Bearer tokens are never sent by a browser on its own, so bearer requests skip this.
 */
export function guardCookieRequest(req: Request) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method) || !sessionTokenFrom(req.headers.get("cookie"))) return;
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  const foreignOrigin = origin !== null && origin !== APP_ORIGIN && origin !== new URL(req.url).origin;
  if (foreignOrigin || (site !== null && site !== "same-origin" && site !== "none")) {
    throw new ApiError("forbidden", "Cross-origin requests are not allowed");
  }
  requireJsonType(req);
}

/** The caller: a bearer token (API clients) or else the browser's session cookie. */
export async function authenticate(req: Request) {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    return userForClaims(match ? await readApiToken(match[1].trim()) : null);
  }
  guardCookieRequest(req);
  const cookie = sessionTokenFrom(req.headers.get("cookie"));
  return userForClaims(cookie ? await readSessionToken(cookie) : null);
}

export async function requireUser(req: Request) {
  const found = await authenticate(req);
  if (!found) throw new ApiError("unauthorized", "Please sign in to continue");
  return found;
}
