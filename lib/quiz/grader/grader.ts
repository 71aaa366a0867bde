import { saysIDontKnow } from "../idk";
import type { Grade, QuizQuestion } from "../types";
import { compared, contradictions, options } from "./contradict";
import { similarity, term, type Term } from "./match";
import { isContent, isQuestionContent, sentences, stem, tokenize, type Token } from "./text";

/**
 * The offline rubric grader: 0-10 for an answer against a reference answer and its key points
 * (or, without key points, the reference's sentences).
 *
 * 1. Answers that are empty, 'I don't know', the question copied back, gibberish, a bare list
 *    of terms or only instructions to the grader score 0 or 1, whatever words they contain.
 * 2. Each content word of the reference is aligned to its best match in the answer (same stem,
 *    WordNet synonym or related word, misspelling: match.ts); the question's own words weigh
 *    less, as repeating the question proves nothing. The share of the reference aligned
 *    (saturating: an answer need not say every word of a long reference), plus the share of
 *    the answer that is on topic and how much of it is, is the combined match; no match is
 *    0 and `high` is 10.
 * 3. A clause that contradicts the reference (contradict.ts) counts for nothing; when such
 *    clauses are a good part of the answer, the grade is cut: a wrong statement, not a
 *    missing one.
 * 4. Key points are covered when the answer has a term of each concept group (bank questions)
 *    or most of the point's words; with key points the grade mixes point coverage and the
 *    reference match.
 * 5. The score agrees with its text (`band`): the text is built from the same counts, and the
 *    score stays within what they allow.
 *
 * The tuned numbers (PARAMS) are chosen by `npm run bench:grader` on human-graded answers to
 * other questions (../shared/grading/dev.jsonl), cross-validated across its chapters.
 */

export type Params = {
  /** Weight of a reference word that the question also uses. */
  questionWeight: number;
  /** Share of the reference (weighted) that counts as complete. */
  saturation: number;
  /** Weight of the share of the answer's words that are on topic. */
  precision: number;
  /** Weight of the answer's on-topic length (ln of its words that match the reference or question, over ln 30). */
  length: number;
  /** The combined match that scores 10 (no match at all scores 0). */
  high: number;
};

/** Chosen by npm run bench:grader over all chapters of dev.jsonl (see there). */
export const PARAMS: Params = { questionWeight: 0.1, saturation: 0.5, precision: 0.4, length: 0.3, high: 1.53 };

/** Share of a key point's weighted words (or concept groups) that covers it. */
const POINT_SHARE = 0.6;
/** With key points, the share of the grade from point coverage (the rest from the reference match). */
const POINT_WEIGHT = 0.6;
/** A contradiction keeps at most this share of the grade. */
const CONTRADICTED = 0.3;
/** Share of an answer's words in contradicting clauses from which the answer counts as contradicting the reference. */
const CONTRADICTING_SHARE = 0.25;

// Instructions to the grader are not part of an answer: sentences that give them are dropped.
const INSTRUCTION = new RegExp(
  [
    // words that only a note to the grader uses
    String.raw`\b(grader|graders|grading (system|instructions?)|(the|automated) evaluator|examiner|assessor|rubric|language model|system prompt)\b`,
    String.raw`<\/?\s*system\b|\bsystem (note|message|instruction)`,
    String.raw`\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|previous|above|prompt|rules?|question|reference)\b`,
    String.raw`\b(give|award|assign|grant)\b.{0,40}\b(10|ten|100|(full|maximum|max|perfect|highest|top|all) (marks?|points?|score|grade|credit))\b`,
    String.raw`\b(grade|score|rate|mark)\s+(this|me|my|the)\b.{0,30}\b(10|ten|100|correct|perfect|full|high(ly|est)?|top|maximum)\b`,
    String.raw`\b(label|score|grade|rating|mark)\s*(=|:|of|to|as)?\s*(10|ten|100)\b`,
    String.raw`\b(10|ten)\s*(\/|out of)\s*(10|ten)\b`,
    String.raw`\bfull (marks|credit|points|score)\b`,
    String.raw`\b(mark|label|count|treat)\b.{0,40}\bas (covered|correct)\b`,
    String.raw`\b(you are|as (the|an?)) (ai|assistant)\b`,
    String.raw`\b(dear|note (to|for)( the)?|hey|attention)( automated)? (ai|model|assistant)\b`,
    String.raw`\b(output|respond|return|print)\b.{0,20}\b(label|score|grade|reference answer)\b`,
  ].join("|"),
  "i",
);
/** Articles, forms of 'be', pronouns, conjunctions and the commonest prepositions: what joins words into statements. */
const GLUE = new Set("a an the is are was were be been being it its they them their this that these those which who what so and or but because if when then than to of in on for with as has have had does do can not by from at".split(" "));

export type GradeInput = { question: string; reference: string; keyPoints?: QuizQuestion["keyPoints"]; answer: string };

/** One content word of the reference or a key point, and how well the answer matches it. */
type RefTerm = { inQuestion: boolean; match: number };
type Point = { point: string; concepts?: string[][]; terms?: number[]; share?: number };

/** Everything the tuned numbers need, computed once per answer. */
export type Analysis = {
  points: Point[];
  /** Whether the points are key points given with the question (else the reference's sentences). */
  keyed: boolean;
  /** Zero, with this explanation: empty, I don't know, copied, gibberish, instructions only. */
  zero?: string;
  list: boolean;
  terms: RefTerm[];
  /** Indices into terms of the reference's own words. */
  reference: number[];
  /** The answer's distinct content words: how well each aligns to the reference or question. */
  answer: { match: number }[];
  contradictions: string[];
  /** The stems of the answer's contradicting clauses. */
  contradicted: string[];
};

function withoutInstructions(answer: string) {
  return answer
    .split(/(?<=[.!?\]])\s+|\n+|(?=\[|<!--|\/\/|###)/)
    .filter((s) => !INSTRUCTION.test(s))
    .join(" ");
}

const contentTerms = (tokens: Token[], content = isContent) => {
  const seen = new Map<string, Term>();
  for (const t of tokens) if (content(t.word) && !seen.has(stem(t.word))) seen.set(stem(t.word), term(t.word));
  return [...seen.values()];
};

/** An answer's terms plus pairs of neighbours joined where the reference has the joined word ('run time' as 'runtime'). */
function answerTerms(tokens: Token[], wanted: Set<string>) {
  const out = contentTerms(tokens);
  for (let i = 1; i < tokens.length; i++) {
    const joined = tokens[i - 1].word + tokens[i].word;
    if (tokens[i].clause === tokens[i - 1].clause && wanted.has(stem(joined))) out.push(term(joined));
  }
  return out;
}

const best = (t: Term, pool: Term[]) => pool.reduce((m, p) => (m === 1 ? 1 : Math.max(m, similarity(t, p))), 0);

/** A word of a concept phrase and a word of the answer match by stem, common sense, or inside a complexity ('log' in O(n log k)). */
function sameConcept(p: Term, a: Term) {
  return a.stem === p.stem || [...p.senses].some((k) => a.senses.has(k)) || (a.word.startsWith("cx_") && a.word.includes(p.word));
}

/**
 * A concept phrase is present when its words appear in order in a sentence, at most five other words apart
 * ('last in, first out' is not 'first in, first out'); articles may differ.
 */
function phrasePresent(phrase: string, answer: Token[]) {
  const parts = tokenize(phrase).filter((t) => !ARTICLES.has(t.word));
  if (!parts.length) return false;
  const joined = parts.map((p) => p.word).join("");
  if (answer.some((a) => a.word.startsWith("cx_") && a.word.includes(joined))) return true;
  const match = (p: Token, a: Token) => p.word === a.word || (isContent(p.word) && isContent(a.word) && sameConcept(term(p.word), term(a.word)));
  for (let i = 0; i < answer.length; i++) {
    if (!match(parts[0], answer[i])) continue;
    let at = i;
    let k = 1;
    for (; k < parts.length; k++) {
      const next = answer.slice(at + 1, at + 7).findIndex((a) => a.sentence === answer[at].sentence && match(parts[k], a));
      if (next < 0) break;
      at += next + 1;
    }
    if (k === parts.length) return true;
  }
  return false;
}
const ARTICLES = new Set(["a", "an", "the"]);

export function analyse({ question, reference, keyPoints, answer: raw }: GradeInput): Analysis {
  const refTokens = tokenize(reference);
  const fromSentences = sentences(reference).filter((s) => contentTerms(tokenize(s)).length > 0);
  const points: Point[] = keyPoints?.length ? keyPoints.map((k) => ({ ...k })) : (fromSentences.length ? fromSentences : reference.trim() ? [reference.trim()] : []).map((point) => ({ point }));
  const base: Analysis = { points, keyed: !!keyPoints?.length, list: false, terms: [], reference: [], answer: [], contradictions: [], contradicted: [] };
  const zero = (why: string): Analysis => ({ ...base, zero: why });

  const cleaned = withoutInstructions(raw);
  const tokens = tokenize(cleaned);
  const words = tokens.map((t) => t.word).filter((w) => w !== "not");
  const answerContent = contentTerms(tokens);
  if (!raw.trim()) return zero("No answer was given.");
  if (!cleaned.trim()) return zero("The answer only gives instructions to the grader, which count for nothing.");
  if (answerContent.length === 0) return zero("The answer gives no content to grade.");
  if (saysIDontKnow(cleaned)) return zero("The answer says it does not know.");

  const qTokens = tokenize(question);
  const qTerms = contentTerms(qTokens, isQuestionContent);
  const qStems = new Set(qTerms.map((t) => t.stem));

  // gibberish: most words are neither English (WordNet) nor the subject's own terms
  let refTerms = contentTerms(refTokens);
  // a reference of function words only ('No.', 'It is.') is matched on those words
  if (!refTerms.length) refTerms = [...new Map(refTokens.map((t) => [t.word, term(t.word)])).values()];
  if (!refTerms.length && !keyPoints?.length) return zero("There is no reference answer to grade against.");
  const subject = new Set([...refTerms, ...qTerms].map((t) => t.stem));
  const readable = answerContent.filter((t) => t.known || subject.has(t.stem) || t.word.length <= 3 || /\d/.test(t.word)).length;
  if (readable / answerContent.length < 0.5) return zero("The answer is not readable prose.");

  // a bare list of terms: prose of six words or more always has some glue words, and terse
  // notes have punctuation ('where = row filter (before grouping), having = ...')
  const marks = (cleaned.trim().replace(/[.!?]+$/, "").match(/[,;:=()\/]|\.\s/g) ?? []).length;
  const list = words.length >= 6 && words.filter((w) => GLUE.has(w)).length / words.length < 0.1 && marks < words.length / 8;

  // contradicting clauses count for nothing; when they are a good part of the answer (a quarter
  // of its words) the answer is wrong, not just incomplete, and the grade is cut
  const found = contradictions(qTokens, refTokens, tokens, compared(question));
  const dropped = new Set(found.map((c) => c.clause));
  const kept = tokens.filter((t) => !dropped.has(t.clause));
  const contradicted = tokens.filter((t) => dropped.has(t.clause) && isContent(t.word));
  const wrong = contradicted.length >= CONTRADICTING_SHARE * tokens.filter((t) => isContent(t.word)).length;
  const pool = answerTerms(kept, new Set([...refTerms, ...qTerms, ...(keyPoints ?? []).flatMap((k) => contentTerms(tokenize(k.point)))].map((t) => t.stem)));

  const index = new Map<string, number>();
  const terms: RefTerm[] = [];
  const indexOf = (t: Term) => {
    let i = index.get(t.stem);
    if (i === undefined) {
      index.set(t.stem, (i = terms.length));
      terms.push({ inQuestion: qStems.has(t.stem), match: best(t, pool) });
    }
    return i;
  };
  const referenceIdx = refTerms.map(indexOf);
  for (const p of points) {
    if (p.concepts?.length) {
      p.share = p.concepts.filter((group) => group.some((phrase) => phrasePresent(phrase, kept))).length / p.concepts.length;
    } else p.terms = contentTerms(tokenize(p.point)).map(indexOf);
  }
  const topic = [...refTerms, ...qTerms];
  const answerStats = answerContent.map((t) => ({ match: dropped.size && !kept.some((k) => stem(k.word) === t.stem) ? 0 : best(t, topic) }));
  const result: Analysis = { ...base, list, terms, reference: referenceIdx, answer: answerStats, contradictions: wrong ? found.map((c) => c.reason) : [], contradicted: contradicted.map((t) => stem(t.word)) };

  // the question copied back: little that is not the question's, most of the question, nothing
  // new that the reference says, and not one option of an 'A or B' question ('by rows')
  const asked = new Set(contentTerms(qTokens).map((t) => t.stem)); // 'difference' too, when the question says it
  const novel = answerContent.filter((t) => !asked.has(t.stem));
  const echoed = qTerms.filter((t) => answerContent.some((a) => a.stem === t.stem)).length;
  const choice = options(qTokens, refTokens);
  const picks = choice && answerContent.some((t) => choice.chosen.includes(t.stem)) && !answerContent.some((t) => choice.other.includes(t.stem));
  const denies = tokens.some((t) => t.word === "not") && !qTokens.some((t) => t.word === "not");
  if (novel.length <= answerContent.length * 0.2 && echoed >= Math.min(3, 0.6 * qTerms.length) && !picks && !denies && !novel.some((t) => best(t, refTerms) >= 0.8))
    return zero("The answer repeats the question without answering it.");
  return result;
}

/** Weighted share of these terms the answer matches, 0-1 (0 when there are none). */
function coverage(a: Analysis, idx: number[], p: Params) {
  let total = 0;
  let got = 0;
  for (const i of idx) {
    const t = a.terms[i];
    const w = t.inQuestion ? p.questionWeight : 1;
    total += w;
    got += w * t.match;
  }
  // (a reference entirely in the question's words, 'By rows.', is weighed on its own: the weights cancel)
  return total > 0 ? got / total : 0;
}

const contentStems = (text: string) => tokenize(text).filter((t) => isContent(t.word)).map((t) => stem(t.word));

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The combined match of answer and reference, uncalibrated: what the calibration maps to 0-1. */
export function combinedMatch(a: Analysis, p: Params = PARAMS) {
  if (a.zero) return 0;
  const recall = clamp01(coverage(a, a.reference, p) / p.saturation);
  let onTopic = 0;
  let total = 0;
  for (const t of a.answer) {
    total += 1;
    onTopic += t.match * t.match; // a weak match (a related word) says less that the answer is on topic
  }
  const precision = total ? onTopic / total : 0;
  // effort on topic: how many of the answer's words bear on the reference or question
  const length = Math.min(1, Math.log1p(onTopic) / Math.log(30));
  return recall + p.precision * precision + p.length * length;
}

/** How well the answer matches the reference, 0-1, before key points and the band. */
export function similarityScore(a: Analysis, p: Params = PARAMS) {
  if (a.zero) return 0;
  const s = clamp01(combinedMatch(a, p) / p.high);
  return a.contradictions.length ? Math.min(s, CONTRADICTED) : s;
}

/**
 * The scores that agree with covering `n` of `m` key points: every point 5-10, half of them or
 * more at most 8 (Perfect! needs every point), at least one at most 6 (Great! needs half),
 * none at most 4 (Needs Improvement); and never less than 5 * n / m. Every score has some n.
 */
export function band(n: number, m: number): [number, number] {
  if (m === 0) return [0, 10];
  if (n >= m) return [5, 10];
  const high = 2 * n >= m ? 8 : n >= 1 ? 6 : 4;
  return [Math.floor((5 * n) / m), high];
}

export function scoreAnalysis(a: Analysis, p: Params = PARAMS): Grade {
  const all = a.points.map((x) => x.point);
  if (a.zero) return { score: 0, covered: [], missed: all, explanation: a.zero };
  const m = a.points.length;
  const credits = a.points.map((x) => (x.share !== undefined ? x.share : clamp01(coverage(a, x.terms ?? [], p) / p.saturation)));
  let n = credits.filter((c) => c >= POINT_SHARE).length;
  let s = similarityScore(a, p);
  if (a.keyed) {
    // key points are the rubric: the score mixes their coverage with the reference match
    const fromPoints = m ? credits.reduce((sum, c) => sum + clamp01(c / POINT_SHARE), 0) / m : 0;
    s = POINT_WEIGHT * fromPoints + (1 - POINT_WEIGHT) * s;
    if (a.contradictions.length) s = Math.min(s, CONTRADICTED);
  }
  if (a.list) return { score: Math.min(1, Math.round(10 * s)), covered: [], missed: all, explanation: "The answer lists terms without explaining how they relate." };

  let score = Math.round(10 * s);
  let drop: number[] = []; // covered points a contradiction takes back, most related first
  if (a.keyed && a.contradictions.length) {
    // a contradicted point is not covered: as few points as the (cut) score allows
    const k = n;
    while (n > 0 && band(n, m)[0] > score) n--;
    score = Math.min(score, band(n, m)[1]);
    const related = (i: number) => contentStems(a.points[i].point).filter((x) => a.contradicted.includes(x)).length;
    drop = credits.map((c, i) => i).filter((i) => credits[i] >= POINT_SHARE).sort((x, y) => related(y) - related(x)).slice(0, k - n);
  } else if (a.keyed) {
    // and stays within what their coverage allows
    const [lo, hi] = band(n, m);
    score = Math.min(hi, Math.max(lo, score));
  } else {
    // the reference's sentences stand in for key points: the grade decides how many count as
    // covered, the best matched first, so the text never contradicts it
    const fits = [...Array(m + 1).keys()].filter((k) => band(k, m)[0] <= score && score <= band(k, m)[1]);
    n = fits.reduce((best, k) => (Math.abs(k - n) < Math.abs(best - n) ? k : best));
  }
  const order = credits.map((c, i) => [drop.includes(i) ? -1 : c, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  const isCovered = new Set(order.slice(0, n).map(([, i]) => i));
  const covered = all.filter((_, i) => isCovered.has(i));
  const missed = all.filter((_, i) => !isCovered.has(i));

  const counts =
    m === 0
      ? "There is no reference answer to grade against."
      : n === m
        ? m === 1
          ? "The answer covers the key point."
          : "The answer covers every key point."
        : n === 0
          ? m === 1
            ? "The answer misses the key point."
            : "The answer misses the key points."
          : `The answer covers ${n} of ${m} key points.`;
  const against = a.contradictions.length ? ` It contradicts the reference: it ${a.contradictions[0]}.` : "";
  return { score, covered, missed, explanation: counts + against };
}

export function gradeAnswer(input: GradeInput, params: Params = PARAMS): Grade {
  return scoreAnalysis(analyse(input), params);
}
