import "server-only";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";

// The one-tap credential is a Google ID token: we check its signature against Google's
// published keys, its audience (our client id), issuer and expiry, and only then trust the
// email inside. jose caches the key set and refetches it when Google rotates keys.
let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

export async function verifyGoogleCredential(credential: string) {
  if (!env.GOOGLE_CLIENT_ID) throw new ApiError("service_unavailable", "Google sign-in is not configured");
  keys ??= createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL));
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, keys, {
      issuer: ["https://accounts.google.com", "accounts.google.com"],
      audience: env.GOOGLE_CLIENT_ID,
      algorithms: ["RS256"],
    }));
  } catch {
    throw new ApiError("unauthorized", "Invalid Google credential");
  }
  if (typeof payload.email !== "string" || payload.email_verified !== true) {
    throw new ApiError("unauthorized", "Google has not verified this email address");
  }
  return { email: payload.email.toLowerCase(), name: typeof payload.name === "string" ? payload.name : "" };
}
