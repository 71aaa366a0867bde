import { findSkill, skillKey } from "@/lib/skills/catalogue";
import { BANK, type BankQuestion } from "./bank";
import { gradeAnswer } from "./grader/grader";
import { band } from "./rating";
import { QuizEngineError, type QuizEngine, type QuizQuestion, type RecentQuestion } from "./types";

const bankFor = (skill: string) => BANK.get(skillKey(findSkill(skill)?.name ?? skill));

/**
 * The question nearest `difficulty` that the user has not seen, preferring its band; once
 * the bank is used up, the least recently seen (nearest difficulty among equals).
 */
export function pickQuestion(questions: BankQuestion[], difficulty: number, recent: RecentQuestion[]): BankQuestion {
  const lastSeen = new Map<string, number>();
  for (const r of recent) if (r.bankId && !lastSeen.has(r.bankId)) lastSeen.set(r.bankId, r.askedAt.getTime());
  const distance = (q: BankQuestion) => Math.abs(q.difficulty - difficulty) + (band(q.difficulty) === band(difficulty) ? 0 : 100);
  const unseen = questions.filter((q) => !lastSeen.has(q.id));
  const pool = unseen.length ? unseen : questions;
  return [...pool].sort((a, b) => (unseen.length ? 0 : lastSeen.get(a.id)! - lastSeen.get(b.id)!) || distance(a) - distance(b) || a.id.localeCompare(b.id))[0];
}

export const offlineEngine: QuizEngine = {
  name: "offline",
  supports: (skill) => bankFor(skill) !== undefined,
  async nextQuestion({ skill, difficulty, recent }) {
    const bank = bankFor(skill);
    if (!bank) throw new QuizEngineError(`The built-in question bank has no questions for ${skill}.`);
    const q = pickQuestion(bank.questions, difficulty, recent);
    return { question: q.question, topic: q.topic, difficulty: q.difficulty, reference: q.answer, keyPoints: q.keyPoints, bankId: q.id } satisfies QuizQuestion;
  },
  async grade(input) {
    return gradeAnswer(input);
  },
};

/** The skills the offline bank covers, by their catalogue names. */
export const bankSkills = () => [...BANK.values()].map((b) => b.skill);
