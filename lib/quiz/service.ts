import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { quizMessage, quizQuestion, quizState, skill, type QuizQuestionRow, type Skill, type User } from "@/lib/db/schema";
import { findSkill, skillKey } from "@/lib/skills/catalogue";
import { revalidateSharePaths } from "@/lib/profile/share-cache";
import { recordQuizResult } from "@/lib/skills/skills";
import { getEngine } from "./engine";
import { bankSkills } from "./offline-engine";
import { saysIDontKnow } from "./idk";
import { afterGrade, afterIDontKnow, afterSkip, difficultyFor, formatRating, isSettled, ratingMargin, SKIP_COST } from "./rating";
import { markSeen, seenBefore, seenQuestions } from "./seen";
import { QUIZ_COMMANDS, QuizEngineError, type QuizMetadata, type QuizQuestion, type QuizReply, type QuizThreadMessage } from "./types";

// The quiz conversation. All state lives here, on the server: the pending question with its
// hidden reference answer, and every graded answer. What a client sends as payload and
// history is context only; it never picks the question or the rating change.

const WELCOME = "Welcome to the SkillProof quiz. Answer each question in your own words: every answer is graded from 0 to 10 and moves your skill rating. Skipping a question costs 1 point.";

type Db = Awaited<ReturnType<typeof getDb>>;

async function skillsOf(db: Db, userId: number) {
  return db.select().from(skill).where(eq(skill.userId, userId)).orderBy(desc(skill.rating), asc(skill.name));
}

function greeting(name: string, skills: Skill[]) {
  if (skills.length === 0) return "You have no skills to practise yet. Add one on the Skills page, then come back here.";
  return `Hi ${name}! Which skill shall we practise? Choose one of yours: ${skills.map((s) => s.name).join(", ")}. You can also name it in the chat.`;
}

const meta = (fields: Partial<QuizMetadata> & Pick<QuizMetadata, "type">): QuizMetadata => ({
  difficulty: "",
  user_rating: 0,
  topic: "",
  answer_rating: null,
  changed_rating: null,
  question: "",
  skill: null,
  skill_id: null,
  calibrating: true,
  rating_margin: null,
  ...fields,
});
const estimateOf = (s: Pick<Skill, "estimateMean" | "estimateSd">) => ({ mean: s.estimateMean, sd: s.estimateSd });
/** The skill's rating as every reply carries it: the number, whether it has settled, and its interval once it has. */
const skillMeta = (s: Pick<Skill, "id" | "name" | "rating" | "estimateMean" | "estimateSd">) => ({
  skill: s.name,
  skill_id: s.id,
  user_rating: s.rating,
  calibrating: !isSettled(estimateOf(s)),
  rating_margin: ratingMargin(estimateOf(s)),
});

/** A new thread opens with the welcome note and the assistant's greeting. */
async function openThread(db: Db, userId: number, name: string) {
  const [any] = await db.select({ id: quizMessage.id }).from(quizMessage).where(eq(quizMessage.userId, userId)).limit(1);
  if (any) return false;
  await db.insert(quizMessage).values([
    { userId, role: "system", content: WELCOME },
    { userId, role: "assistant", content: greeting(name, await skillsOf(db, userId)), metadata: meta({ type: "message" }) },
  ]);
  return true;
}

/** The stored thread, opened if new. */
export async function getQuizThread({ userId, name = "there" }: { userId: number; name?: string }): Promise<QuizThreadMessage[]> {
  const db = await getDb();
  await openThread(db, userId, name);
  const rows = await db.select().from(quizMessage).where(eq(quizMessage.userId, userId)).orderBy(asc(quizMessage.id));
  return rows.map((r) => ({ id: r.id, role: r.role as QuizThreadMessage["role"], content: r.content, metadata: r.metadata as QuizMetadata | null, created_at: r.createdAt.toISOString() }));
}

const isCommand = (message: string, command: string) => message.trim().toLowerCase() === command.toLowerCase();

/** The user's skill a message names: the whole message, else a skill name inside it. */
function namedSkill(message: string, skills: Skill[]) {
  const key = skillKey(findSkill(message)?.name ?? message);
  const exact = skills.find((s) => s.canonical === key);
  if (exact) return exact;
  const text = ` ${message.toLowerCase().replace(/[^a-z0-9+#.]+/g, " ")} `;
  return [...skills].sort((a, b) => b.name.length - a.name.length).find((s) => text.includes(` ${s.name.toLowerCase()} `));
}

async function pendingQuestion(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(quizQuestion)
    .where(and(eq(quizQuestion.userId, userId), eq(quizQuestion.status, "pending")));
  return row;
}

async function ask(db: Db, account: User, s: Skill): Promise<[string, QuizMetadata]> {
  const engine = getEngine();
  await db
    .insert(quizState)
    .values({ userId: account.id, skillId: s.id })
    .onConflictDoUpdate({ target: quizState.userId, set: { skillId: s.id, updatedAt: new Date() } });
  if (!engine.supports(s.name)) {
    return [
      `The built-in question bank does not cover ${s.name} yet. It covers ${bankSkills().join(", ")}. To be quizzed on any skill, the site's operator can connect an AI provider (AI_PROVIDER with AI_API_KEY or AI_BASE_URL; see the README).`,
      meta({ type: "message", ...skillMeta(s) }),
    ];
  }
  const recent = await seenQuestions(db, account.id, s.canonical);
  // Aimed at the rating the user sees, so the question's label is that rating's band.
  const q: QuizQuestion = await engine.nextQuestion({ skill: s.name, difficulty: difficultyFor(s.rating), recent });
  // Marked seen in the same transaction as the asking, which records whether it is a repeat.
  const row = await db.transaction(async (tx) => {
    const seen = { userId: account.id, canonical: s.canonical, question: q.question, topic: q.topic, bankId: q.bankId };
    const [inserted] = await tx
      .insert(quizQuestion)
      .values({ userId: account.id, skillId: s.id, engine: engine.name, bankId: q.bankId ?? null, question: q.question, topic: q.topic, difficulty: Math.round(q.difficulty), reference: q.reference, keyPoints: q.keyPoints, repeat: await seenBefore(tx, seen) })
      .onConflictDoNothing()
      .returning();
    if (inserted) await markSeen(tx, [{ ...seen, at: inserted.askedAt }]);
    return inserted;
  });
  // Another request asked first: there is one pending question per user, and it is that one.
  const asked = row ?? (await pendingQuestion(db, account.id));
  return questionReply(asked, s);
}

const questionReply = (q: QuizQuestionRow, s: Skill): [string, QuizMetadata] => [q.question, meta({ type: "question", difficulty: String(q.difficulty), topic: q.topic, question: q.question, ...skillMeta(s) })];

async function answer(db: Db, account: User, q: QuizQuestionRow, text: string): Promise<[string, QuizMetadata]> {
  const result = await getEngine().grade({ question: q.question, reference: q.reference, keyPoints: q.keyPoints as QuizQuestion["keyPoints"], answer: text });
  const { repeat } = q;
  // "I don't know" is honest: it costs what a skip costs (a repeat, nothing), and like a
  // skip it shows no practice, so it never counts toward the weekly target or as answered.
  const honest = saysIDontKnow(text);
  const now = new Date();
  const { before, after } = await db.transaction(async (tx) => {
    // Only the request that moves the question out of 'pending' changes the rating.
    const [claimed] = await tx
      .update(quizQuestion)
      .set({ status: "answered", answer: text, grade: result.score, covered: result.covered, missed: result.missed, answeredAt: now })
      .where(and(eq(quizQuestion.id, q.id), eq(quizQuestion.status, "pending")))
      .returning({ id: quizQuestion.id });
    if (!claimed) throw new ApiError("conflict", "This question has already been answered.");
    const { before, after } = await recordQuizResult(tx, {
      userId: account.id,
      skillId: q.skillId,
      // A question seen before (its model answer may have been read) leaves the rating and
      // the estimate where they are.
      rate: ({ rating, estimate }) => {
        if (repeat) return { rating, estimate };
        if (honest) return { rating: rating - SKIP_COST, estimate: afterIDontKnow(estimate) };
        const next = afterGrade(estimate, { grade: result.score, difficulty: q.difficulty });
        return { rating: Math.round(next.mean), estimate: next };
      },
      answered: !honest,
      at: now,
    });
    await tx.update(quizQuestion).set({ ratingBefore: before.rating, ratingAfter: after.rating }).where(eq(quizQuestion.id, q.id));
    return { before, after };
  });
  const change = after.rating - before.rating;
  // The key points covered and missed, and the rating change, travel in the metadata (the page draws them).
  const settled = isSettled(estimateOf(after));
  const why = honest
    ? repeat
      ? "You have seen this question before, so saying you don't know leaves your rating where it is; like a skip, it does not count toward your weekly target."
      : `Saying you don't know costs the same as a skip: ${SKIP_COST} point (your ${after.name} rating went from ${before.rating} to ${after.rating}), and like a skip it does not count toward your weekly target.`
    : repeat
      ? "You have seen this question before, so this answer counts toward your weekly target but does not change your rating."
      : "";
  const reply = [`${result.score}/10. ${result.explanation}`, why, settled ? "" : "Your rating is still calibrating."]
    .filter(Boolean)
    .join(" ");
  return [
    reply,
    meta({ type: "feedback", difficulty: String(q.difficulty), topic: q.topic, question: q.question, answer_rating: result.score, changed_rating: change, covered: result.covered, missed: result.missed, ...skillMeta(after) }),
  ];
}

async function skip(db: Db, account: User, q: QuizQuestionRow): Promise<[string, QuizMetadata]> {
  const { before, after } = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(quizQuestion)
      .set({ status: "skipped", answeredAt: new Date() })
      .where(and(eq(quizQuestion.id, q.id), eq(quizQuestion.status, "pending")))
      .returning({ id: quizQuestion.id });
    if (!claimed) throw new ApiError("conflict", "This question has already been answered.");
    const result = await recordQuizResult(tx, { userId: account.id, skillId: q.skillId, rate: ({ rating, estimate }) => ({ rating: rating - SKIP_COST, estimate: afterSkip(estimate) }), answered: false });
    await tx.update(quizQuestion).set({ ratingBefore: result.before.rating, ratingAfter: result.after.rating }).where(eq(quizQuestion.id, q.id));
    return result;
  });
  return [
    `Skipped. Your ${after.name} rating went from ${before.rating} to ${after.rating}. Choose Next Question when you are ready.`,
    meta({ type: "message", difficulty: String(q.difficulty), topic: q.topic, question: q.question, changed_rating: after.rating - before.rating, ...skillMeta(after) }),
  ];
}

/** Strengths and weak areas by topic, from every answer, recent ones weighing more. */
async function summary(db: Db, s: Skill): Promise<[string, QuizMetadata]> {
  const answers = await db
    .select({ topic: quizQuestion.topic, grade: quizQuestion.grade })
    .from(quizQuestion)
    .where(and(eq(quizQuestion.skillId, s.id), eq(quizQuestion.status, "answered")))
    .orderBy(desc(quizQuestion.answeredAt), desc(quizQuestion.id));
  if (answers.length === 0) return [`No answers for ${s.name} yet. Answer a few questions, then ask for a summary.`, meta({ type: "message", ...skillMeta(s) })];
  const topics = new Map<string, { weight: number; sum: number; count: number }>();
  answers.forEach((a, i) => {
    const weight = 0.9 ** i; // the newest answer counts most
    const t = topics.get(a.topic) ?? { weight: 0, sum: 0, count: 0 };
    topics.set(a.topic, { weight: t.weight + weight, sum: t.sum + weight * (a.grade ?? 0), count: t.count + 1 });
  });
  const rows = [...topics].map(([topic, t]) => ({ topic, average: t.sum / t.weight, count: t.count })).sort((a, b) => b.average - a.average);
  const line = (r: (typeof rows)[number]) => `${r.topic} (${r.average.toFixed(1)}/10 over ${r.count} ${r.count === 1 ? "answer" : "answers"})`;
  const strengths = rows.filter((r) => r.average >= 7);
  const weak = rows.filter((r) => r.average < 5).reverse();
  const middle = rows.filter((r) => r.average >= 5 && r.average < 7);
  return [
    [
      `Summary for ${s.name}: rating ${formatRating(s.rating, ratingMargin(estimateOf(s)))} after ${answers.length} ${answers.length === 1 ? "answer" : "answers"}.`,
      `Strengths: ${strengths.length ? strengths.map(line).join(", ") : "none yet"}.`,
      `Weak areas: ${weak.length ? weak.map(line).join(", ") : "none"}.`,
      middle.length ? `Getting there: ${middle.map(line).join(", ")}.` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    meta({ type: "message", ...skillMeta(s) }),
  ];
}

/** POST /api/saarp: one turn of the conversation. */
export async function converse({ account, message }: { account: User; message: string }): Promise<QuizReply> {
  const db = await getDb();
  await openThread(db, account.id, account.name);
  const skills = await skillsOf(db, account.id);
  const pending = await pendingQuestion(db, account.id);
  const [state] = await db.select().from(quizState).where(eq(quizState.userId, account.id));
  const current = skills.find((s) => s.id === (pending?.skillId ?? state?.skillId));

  let reply: [string, QuizMetadata];
  try {
    if (isCommand(message, QUIZ_COMMANDS.summary)) {
      reply = current ? await summary(db, current) : [greeting(account.name, skills), meta({ type: "message" })];
    } else if (pending) {
      const s = skills.find((x) => x.id === pending.skillId)!;
      if (isCommand(message, QUIZ_COMMANDS.skip)) reply = await skip(db, account, pending);
      // 'Next', or a skill's name alone (a skill chosen again), brings the waiting question back
      else if (isCommand(message, QUIZ_COMMANDS.next) || skills.some((x) => x.canonical === skillKey(findSkill(message)?.name ?? message))) {
        const [text, m] = questionReply(pending, s);
        reply = [`Answer or skip this ${s.name} question first: ${text}`, m];
      }
      else reply = await answer(db, account, pending, message);
    } else {
      const named = namedSkill(message, skills);
      if (named) reply = await ask(db, account, named);
      else if (isCommand(message, QUIZ_COMMANDS.next) && current) reply = await ask(db, account, current);
      else if (isCommand(message, QUIZ_COMMANDS.skip)) reply = ["There is no question to skip. Choose Next Question for one.", meta({ type: "message", ...(current ? skillMeta(current) : {}) })];
      else {
        const known = findSkill(message);
        reply = known
          ? [`${known.name} is not one of your skills yet. Add it on the Skills page to practise it here.`, meta({ type: "message" })]
          : [greeting(account.name, skills), meta({ type: "message", ...(current ? skillMeta(current) : {}) })];
      }
    }
  } catch (e) {
    if (e instanceof QuizEngineError) throw new ApiError("service_unavailable", e.message);
    throw e;
  }
  await db.insert(quizMessage).values([
    { userId: account.id, role: "user", content: message },
    { userId: account.id, role: "assistant", content: reply[0], metadata: reply[1] },
  ]);
  if (reply[1].changed_rating !== null) revalidateSharePaths(account.publicId); // a rating, its evidence and the target moved
  return { response: reply };
}

/**
 * POST /api/answer: the reference answer of the latest time this user was asked the question,
 * once that asking was answered or skipped. (An earlier asking that ended must not reveal the
 * answer to the same question asked again.)
 */
export async function referenceAnswer({ userId, question }: { userId: number; question: string }) {
  const db = await getDb();
  const [latest] = await db
    .select({ reference: quizQuestion.reference, status: quizQuestion.status })
    .from(quizQuestion)
    .where(and(eq(quizQuestion.userId, userId), eq(quizQuestion.question, question)))
    .orderBy(desc(quizQuestion.id))
    .limit(1);
  if (!latest || latest.status === "pending") throw new ApiError("forbidden", "The model answer is shown once you have answered or skipped the question.");
  return latest.reference;
}
