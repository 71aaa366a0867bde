import "server-only";
import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { skill, type Skill } from "@/lib/db/schema";
import { isSettled, ratingMargin, SETTLED_SD, type Estimate } from "@/lib/quiz/rating";
import { revalidateShare } from "@/lib/profile/share-cache";
import { activity, afterAnswer } from "./activity";
import { findSkill, skillKey } from "./catalogue";

/** A ranking means something only among this many holders of a skill. */
export const MIN_RANKING_POPULATION = 5;
export const MAX_SKILLS = 50;

type Ranked = Skill & { population: number; above: number };

/** 'Top N%': the share of settled holders ranked at or above this rating (ties share the best rank). */
export function topPercent({ above, population, estimateSd }: { above: number; population: number; estimateSd: number }) {
  if (population < MIN_RANKING_POPULATION || estimateSd > SETTLED_SD) return null;
  return Math.max(1, Math.ceil((100 * (above + 1)) / population));
}

/** A skill as every reply carries it: SPEC section 3's fields, then what the UI needs. */
function present(row: Ranked, now: Date) {
  const a = activity(row, now);
  const active = a.badge === "active";
  const estimate = { mean: row.estimateMean, sd: row.estimateSd };
  return {
    ID: row.id,
    id: row.id,
    name: row.name,
    rating: row.rating,
    /** Half-width of the rating's 90% interval ('72 ± 9'); null while it calibrates. */
    rating_margin: ratingMargin(estimate),
    visible: row.visible,
    active,
    progress: a.progress,
    target: a.target,
    progress_expiry: a.progressExpiry.toISOString(),
    badge: a.badge,
    days_left: a.daysLeft,
    /** On the profile and share page: chosen visible, and Active now. */
    shown: row.visible && active,
    answers: row.answers,
    /** Until the rating has settled it is still being calibrated, and not ranked. */
    calibrating: !isSettled(estimate),
    last_answered_at: row.lastAnsweredAt?.toISOString() ?? null,
    percentile: topPercent(row),
    population: row.population,
  };
}
export type OwnSkill = ReturnType<typeof present> & { history: number[] };

/**
 * A user's skills, highest rating first, each with its rank among every holder of the same
 * canonical skill: one query, whose counts are index-only scans of (canonical, rating).
 */
async function rankedSkills(db: Db | Tx, userId: number) {
  const rows = await db
    .select({
      ...getTableColumns(skill),
      // Only settled ratings count. (drizzle writes a bare column name here, which the
      // subquery would read as its own, hence "skill".)
      population: sql<number>`(select count(*)::int from "skill" o where o.canonical = "skill".canonical and o.estimate_sd <= ${SETTLED_SD})`,
      above: sql<number>`(select count(*)::int from "skill" o where o.canonical = "skill".canonical and o.estimate_sd <= ${SETTLED_SD} and o.rating > "skill".rating)`,
    })
    .from(skill)
    .where(eq(skill.userId, userId))
    .orderBy(desc(skill.rating), asc(skill.name), asc(skill.id));
  return rows.map((r) => ({ ...r, population: Number(r.population), above: Number(r.above) }));
}

/** How many recent ratings a skill's history chart draws. */
export const HISTORY_POINTS = 30;

/** Each skill's rating after its latest answered or skipped questions, oldest first (one query). */
async function ratingHistories(db: Db | Tx, userId: number) {
  const rows = await db.execute<{ skill_id: number; rating_after: number }>(sql`
    select skill_id, rating_after from (
      select skill_id, rating_after, answered_at, id,
             row_number() over (partition by skill_id order by answered_at desc, id desc) as n
      from quiz_question
      where user_id = ${userId} and status in ('answered', 'skipped') and rating_after is not null
    ) recent
    where n <= ${HISTORY_POINTS}
    order by skill_id, answered_at, id`);
  const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { skill_id: number; rating_after: number }[] }).rows) as { skill_id: number; rating_after: number }[];
  const histories = new Map<number, number[]>();
  for (const r of list) histories.set(Number(r.skill_id), [...(histories.get(Number(r.skill_id)) ?? []), Number(r.rating_after)]);
  return histories;
}

export async function listSkills({ userId, now = new Date() }: { userId: number; now?: Date }) {
  const db = await getDb();
  const [rows, histories] = await Promise.all([rankedSkills(db, userId), ratingHistories(db, userId)]);
  return rows.map((row) => ({ ...present(row, now), history: histories.get(row.id) ?? [] }));
}

/** GET /api/saarp/skills/{userId} and the share page: the skills a visitor may see, with no private field. */
export async function publicSkills({ userId, now = new Date() }: { userId: number; now?: Date }) {
  return (await listSkills({ userId, now }))
    .filter((s) => s.shown)
    .map(({ ID, id, name, rating, rating_margin, visible, active, answers, calibrating, last_answered_at, percentile, population, history }) => ({
      ID,
      id,
      name,
      rating,
      rating_margin,
      visible,
      active,
      answers,
      calibrating,
      last_answered_at,
      percentile,
      population,
      /** The evidence: ratings after the latest questions, never the questions or answers. */
      history,
    }));
}
export type PublicSkill = Awaited<ReturnType<typeof publicSkills>>[number];

/**
 * Add a skill at rating 0 with its first window open from now. A name the catalogue knows
 * (or one of its aliases) is stored under the catalogue's name.
 */
export async function addSkill({ userId, name, now = new Date() }: { userId: number; name: string; now?: Date }) {
  const known = findSkill(name);
  const display = known?.name ?? name;
  const canonical = skillKey(display);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [{ held }] = await tx.select({ held: count() }).from(skill).where(eq(skill.userId, userId));
    if (Number(held) >= MAX_SKILLS) throw new ApiError("conflict", `You can keep at most ${MAX_SKILLS} skills. Delete one to add another.`);
    const [added] = await tx
      .insert(skill)
      .values({ userId, name: display, canonical, windowStart: now, createdAt: now })
      .onConflictDoNothing({ target: [skill.userId, skill.canonical] })
      .returning({ id: skill.id });
    if (!added) {
      const [existing] = await tx.select({ name: skill.name }).from(skill).where(and(eq(skill.userId, userId), eq(skill.canonical, canonical)));
      throw new ApiError("conflict", `${existing?.name ?? display} is already in your skills`);
    }
    return added.id;
  }).finally(() => revalidateShare(userId));
}

export async function deleteSkill({ userId, skillId }: { userId: number; skillId: number }) {
  const db = await getDb();
  const [gone] = await db
    .delete(skill)
    .where(and(eq(skill.id, skillId), eq(skill.userId, userId)))
    .returning({ name: skill.name });
  if (!gone) throw skillNotFound();
  await revalidateShare(userId);
  return gone;
}

const skillNotFound = () => new ApiError("not_found", "Skill not found");

/** Show or hide a skill on the profile. Showing needs the skill to be Active now. */
export async function toggleVisibility({ userId, skillId, now = new Date() }: { userId: number; skillId: number; now?: Date }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(skill)
      .where(and(eq(skill.id, skillId), eq(skill.userId, userId)))
      .for("update");
    if (!row) throw skillNotFound();
    const visible = !row.visible;
    if (visible && activity(row, now).badge !== "active") {
      throw new ApiError("conflict", "Only Active skills can be shown on profile. Meet the weekly target to make this skill Active.");
    }
    await tx.update(skill).set({ visible }).where(eq(skill.id, row.id));
    return { name: row.name, visible };
  }).finally(() => revalidateShare(userId));
}

/**
 * What the quiz calls when a question of this skill is answered or skipped, inside its
 * transaction: `rate` turns the skill's current rating and estimate (read under a row lock,
 * so two results never interleave) into the new ones, and an answer counts one more
 * question towards the weekly target. The skill must belong to `userId`.
 */
export async function recordQuizResult(
  tx: Tx,
  {
    userId,
    skillId,
    rate,
    answered,
    at = new Date(),
  }: { userId: number; skillId: number; rate: (current: { rating: number; estimate: Estimate; answers: number }) => { rating: number; estimate: Estimate }; answered: boolean; at?: Date },
) {
  const [row] = await tx
    .select()
    .from(skill)
    .where(and(eq(skill.id, skillId), eq(skill.userId, userId)))
    .for("update");
  if (!row) throw skillNotFound();
  const next = rate({ rating: row.rating, estimate: { mean: row.estimateMean, sd: row.estimateSd }, answers: row.answers });
  const window = answered ? afterAnswer(row, at) : row;
  const [updated] = await tx
    .update(skill)
    .set({
      rating: Math.round(Math.min(100, Math.max(0, next.rating))),
      estimateMean: next.estimate.mean,
      estimateSd: next.estimate.sd,
      windowStart: window.windowStart,
      windowAnswers: window.windowAnswers,
      lastMetWindowEnd: window.lastMetWindowEnd,
      ...(answered ? { answers: row.answers + 1, lastAnsweredAt: at } : {}),
    })
    .where(eq(skill.id, row.id))
    .returning();
  return { before: row, after: updated };
}
