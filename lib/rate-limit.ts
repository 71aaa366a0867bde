import { eq, lt, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { rateLimit } from "@/lib/db/schema";

export type Limit = { limit: number; windowSeconds: number };

/**
 * Count one hit on `key` in a fixed window, atomically in the database (so the limit holds
 * across serverless instances). Throws 429 with Retry-After once `limit` is exceeded.
 */
export async function hit(key: string, { limit, windowSeconds }: Limit, message = "Too many requests. Please try again later.") {
  const db = await getDb();
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.resetAt} <= now() then 1 else ${rateLimit.count} + 1 end`,
        resetAt: sql`case when ${rateLimit.resetAt} <= now() then excluded.reset_at else ${rateLimit.resetAt} end`,
      },
    })
    .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt });
  // Expired windows would pile up (one row per IP and address): sweep them now and then.
  if (Math.random() < 0.01) await db.delete(rateLimit).where(lt(rateLimit.resetAt, sql`now()`));
  if (row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
    throw new ApiError("rate_limited", message, { headers: { "Retry-After": String(retryAfter) } });
  }
}

/** Forget the hits on `key` (after a successful sign-in, for example). */
export async function resetHits(key: string) {
  const db = await getDb();
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
