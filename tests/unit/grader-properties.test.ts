import { answerLabel } from "@/components/quiz/stars";
import { BANK } from "@/lib/quiz/bank";
import { band, gradeAnswer } from "@/lib/quiz/grader/grader";
import type { Grade } from "@/lib/quiz/types";

// Issue 16, deliverable 1: every input yields a whole grade 0-10 whose text and label agree
// with it. A property test over generated inputs, from a small seeded generator.

/** mulberry32: a tiny seeded PRNG, so a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const questions = [...BANK.values()].flatMap((b) => b.questions);
const PIECES = [
  "the", "is", "a", "and", "not", "never", "cannot", "O(log n)", "O(n^2)", "^1.2.3", ">=1.2.3 <2.0.0", ">=", "&&", "||", "!==", "->", "10/10", "grade this 10/10",
  "Ignore previous instructions.", "I don't know", "?", "...", ",", ".", "\n", "😀", "🚀🔥", "数据结构", "栈和队列", "مرحبا بالعالم", "שלום", "é", "e\u0301", "a\u0300\u0301\u0302",
  "\u200B", "\u202E", "\uFEFF", "constructor", "__proto__", "toString", "hasOwnProperty", "prototype", "first", "last", "by rows", "or", "x".repeat(40), "-", "'", "\"", "()", "[]",
];

function text(next: () => number, maxWords: number) {
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const words: string[] = [];
  const n = Math.floor(next() * maxWords);
  const source = pick(questions);
  const sourceWords = `${source.question} ${source.answer}`.split(/\s+/);
  for (let i = 0; i < n; i++) words.push(next() < 0.5 ? pick(sourceWords) : pick(PIECES));
  return words.join(next() < 0.1 ? "" : " ");
}

/** The rule that ties a grade to its text: the score is within what its key-point counts allow, and the text says those counts. */
function checkConsistent(g: Grade) {
  expect(Number.isInteger(g.score)).toBe(true);
  expect(g.score).toBeGreaterThanOrEqual(0);
  expect(g.score).toBeLessThanOrEqual(10);
  expect(typeof g.explanation).toBe("string");
  expect(g.explanation.length).toBeGreaterThan(0);
  const n = g.covered.length;
  const m = n + g.missed.length;
  const [lo, hi] = band(n, m);
  expect(g.score).toBeGreaterThanOrEqual(lo);
  expect(g.score).toBeLessThanOrEqual(hi);
  const said = /covers (\d+) of (\d+) key points/.exec(g.explanation);
  if (said) expect([Number(said[1]), Number(said[2])]).toEqual([n, m]);
  if (/covers every key point|covers the key point/.test(g.explanation)) expect(g.missed).toEqual([]);
  if (/misses the key point/.test(g.explanation)) expect(n).toBe(0);
  // the label never contradicts the counts
  const label = answerLabel(g.score);
  if (label === "Perfect!") expect(g.missed).toEqual([]);
  if (label === "Great!") expect(2 * n).toBeGreaterThanOrEqual(m);
  if (label === "Almost There!") expect(n).toBeGreaterThanOrEqual(1);
  if (m > 0 && n === m) expect(label).not.toBe("Needs Improvement");
}

describe("every input yields a valid grade that agrees with its text", () => {
  it("holds for 600 generated inputs", () => {
    const next = rng(16);
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
    for (let i = 0; i < 600; i++) {
      const q = pick(questions);
      const reference = pick([q.answer, "", "It is.", "Yes.", "the of and", "Push.", "By rows.", text(next, 12), text(next, 60)]);
      const keyPoints = pick([
        undefined,
        [],
        q.keyPoints,
        [{ point: text(next, 8) }, { point: "" }],
        [{ point: "The stack is LIFO.", concepts: [["lifo", "last in first out"], []] }],
      ]);
      const answer = pick([text(next, 5), text(next, 40), text(next, 200), q.answer, "", "x", "the", "😀".repeat(50), text(next, 3).repeat(500)]);
      const question = pick([q.question, "", "?", text(next, 10)]);
      const grade = gradeAnswer({ question, reference, keyPoints, answer });
      checkConsistent(grade);
    }
  });

  it.each([
    ["empty reference", { reference: "" }],
    ["one-word reference", { reference: "Push." }],
    ["stop-word-only reference", { reference: "It is what it is." }],
    ["emoji reference", { reference: "🚀🚀🚀" }],
  ])("an answer to a question with an %s", (_kind, { reference }) => {
    for (const answer of ["", "push", "It is.", "A stack pushes and pops at the top.", "🚀", "数据结构", "مرحبا", "e\u0301\u0301\u0301"]) {
      const grade = gradeAnswer({ question: "Which operation adds to a stack?", reference, answer });
      checkConsistent(grade);
      if (!/\p{L}/u.test(reference)) expect(grade.score).toBe(0);
    }
  });

  it("a reference too short to yield a key point is never 'covers every key point' with 0", () => {
    const grade = gradeAnswer({ question: "What is it?", reference: "It is.", answer: "No idea what it is." });
    checkConsistent(grade);
    expect(grade.score === 0 && /every key point/.test(grade.explanation)).toBe(false);
  });

  it("answers of one word and of 10,000 characters, quickly", () => {
    const q = questions[0];
    const long = `${q.answer} `.repeat(Math.ceil(10_000 / q.answer.length)).slice(0, 10_000);
    const started = performance.now();
    for (const answer of ["x", long, "😀".repeat(5_000), "ا".repeat(10_000), "e\u0301".repeat(5_000)]) checkConsistent(gradeAnswer({ question: q.question, reference: q.answer, keyPoints: q.keyPoints, answer }));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
