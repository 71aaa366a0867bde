import { env } from "@/lib/env";

/**
 * The caller's IP for rate limiting. Forwarded headers are set by the platform's proxy
 * (Vercel, a load balancer) and are trusted only when TRUST_PROXY=1 or on Vercel.
 */
export function clientIp(req: Request): string {
  if (env.TRUST_PROXY || process.env.VERCEL) {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
    const real = req.headers.get("x-real-ip")?.trim();
    if (real) return real;
  }
  return req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "local";
}
