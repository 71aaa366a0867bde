import { createHash } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { quizSeen } from "@/lib/db/schema";
import type { RecentQuestion } from "./types";

// What a user has been asked, per skill identity (the skill's canonical key), so that
// deleting a skill and adding it again does not make its questions new.

/** A question's identity: its text's SHA-256 (the model answer is looked up by text). The 0008 migration computes the same. */
export const questionKey = (question: string) => createHash("sha256").update(question, "utf8").digest("hex");

type Seen = { userId: number; canonical: string; question: string; topic: string; bankId?: string | null; at: Date };

/** Record askings: a new question is added, one seen before keeps its first time and moves its last. */
export async function markSeen(db: Db | Tx, askings: Seen[]) {
  // one row per key (an insert may not touch a row twice), the latest asking's
  const rows = new Map<string, typeof quizSeen.$inferInsert>();
  for (const a of [...askings].sort((x, y) => x.at.getTime() - y.at.getTime())) {
    const key = questionKey(a.question);
    const id = `${a.userId} ${a.canonical} ${key}`;
    rows.set(id, { userId: a.userId, canonical: a.canonical, questionKey: key, bankId: a.bankId ?? null, question: a.question, topic: a.topic, firstSeenAt: rows.get(id)?.firstSeenAt ?? a.at, lastSeenAt: a.at });
  }
  if (rows.size === 0) return;
  await db
    .insert(quizSeen)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: [quizSeen.userId, quizSeen.canonical, quizSeen.questionKey],
      set: { firstSeenAt: sql`least(${quizSeen.firstSeenAt}, excluded.first_seen_at)`, lastSeenAt: sql`greatest(${quizSeen.lastSeenAt}, excluded.last_seen_at)` },
    });
}

/** Whether the user was asked this question of this skill before: same text, or same bank id. */
export async function seenBefore(db: Db | Tx, { userId, canonical, question, bankId }: Omit<Seen, "topic" | "at">) {
  const [row] = await db
    .select({ key: quizSeen.questionKey })
    .from(quizSeen)
    .where(and(eq(quizSeen.userId, userId), eq(quizSeen.canonical, canonical), or(eq(quizSeen.questionKey, questionKey(question)), bankId ? eq(quizSeen.bankId, bankId) : undefined)))
    .limit(1);
  return Boolean(row);
}

/**
 * What the engine avoids, newest first: every bank question ever asked (a bank is small, and a
 * seen one may come back only once the whole bank was asked), and the latest questions without
 * a bank id (the AI engine's prompt).
 */
export async function seenQuestions(db: Db | Tx, userId: number, canonical: string): Promise<RecentQuestion[]> {
  const columns = { question: quizSeen.question, topic: quizSeen.topic, bankId: quizSeen.bankId, askedAt: quizSeen.lastSeenAt };
  const mine = and(eq(quizSeen.userId, userId), eq(quizSeen.canonical, canonical));
  const [bank, other] = await Promise.all([
    db.select(columns).from(quizSeen).where(and(mine, isNotNull(quizSeen.bankId))).limit(1000),
    db.select(columns).from(quizSeen).where(and(mine, isNull(quizSeen.bankId))).orderBy(desc(quizSeen.lastSeenAt)).limit(200),
  ]);
  return [...bank, ...other].sort((a, b) => b.askedAt.getTime() - a.askedAt.getTime());
}
