import { encode, decode } from "next-auth/jwt";
import { authSecret, env } from "@/lib/env";

// Browser sessions are Auth.js JWT sessions (an encrypted JWT in an httpOnly cookie, so
// next-auth's auth() reads them); API clients get a bearer token of the same format with
// its own salt. Both carry the user's token version, checked on every request.

export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;
const secure = env.APP_URL.startsWith("https://");
export const SESSION_COOKIE = `${secure ? "__Secure-" : ""}authjs.session-token`;
const API_SALT = "skillproof.api-token";

export type TokenClaims = { sub: string; email: string; ver: number };

const mint = (claims: TokenClaims, salt: string) => encode({ token: claims, secret: authSecret(), salt, maxAge: SESSION_MAX_AGE });

async function read(token: string, salt: string): Promise<TokenClaims | null> {
  try {
    const payload = await decode({ token, secret: authSecret(), salt });
    if (!payload?.sub || typeof payload.ver !== "number" || typeof payload.email !== "string") return null;
    if (typeof payload.exp === "number" && payload.exp * 1000 < Date.now()) return null;
    return { sub: payload.sub, email: payload.email, ver: payload.ver };
  } catch {
    return null; // tampered, wrong key, or not ours
  }
}

export const mintApiToken = (claims: TokenClaims) => mint(claims, API_SALT);
export const readApiToken = (token: string) => read(token, API_SALT);
export const mintSessionToken = (claims: TokenClaims) => mint(claims, SESSION_COOKIE);
export const readSessionToken = (token: string) => read(token, SESSION_COOKIE);

export const claimsFor = (u: { id: number; email: string; tokenVersion: number }): TokenClaims => ({ sub: String(u.id), email: u.email, ver: u.tokenVersion });

const cookieAttributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** Set-Cookie value that starts a browser session. */
export async function sessionCookie(claims: TokenClaims) {
  return `${SESSION_COOKIE}=${await mintSessionToken(claims)}; ${cookieAttributes}; Max-Age=${SESSION_MAX_AGE}`;
}

/** Set-Cookie value that ends the browser session. */
export const clearSessionCookie = () => `${SESSION_COOKIE}=; ${cookieAttributes}; Max-Age=0`;

/** The session token from a Cookie header. */
export function sessionTokenFrom(cookieHeader: string | null) {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=");
  }
  return undefined;
}
