import { stemmer } from "stemmer";
import { eng } from "stopword";
import type { Grade, QuizQuestion } from "../types";
import { isKnownWord, senseKeys } from "./thesaurus";

/**
 * The offline rubric grader: 0-10 for an answer against a reference answer and its key
 * points (or, without key points, the reference's sentences). A key point is covered when
 * the answer carries its ideas: its distinctive words, or their stems or WordNet synonyms,
 * so a correct answer in other words still scores. The question's own words count little
 * (repeating the question proves nothing), and answers that are empty, 'I don't know', the
 * question copied back, a bare list of terms, or gibberish score 0 or 1 whatever they contain.
 */

const STOP = new Set([...eng, "also", "can", "may", "might", "must", "will", "would", "should", "its", "it's", "etc", "e.g", "i.e", "via"]);
/** Words of a question that ask rather than say. */
const ASKING = new Set(["what", "why", "how", "when", "which", "explain", "describe", "difference", "differences", "between", "compare", "give", "example", "mean", "means", "use", "used", "using", "work", "works"]);

/** Articles, forms of 'be', pronouns, conjunctions and the commonest prepositions: what joins words into statements. */
const GLUE = new Set("a an the is are was were be been being it its it's they them their this that these those which who what so and or but because if when then than to of in on for with as has have had does do can".split(" "));

type Term = { stem: string; keys: string[] };

/**
 * Lower-case words. Big-O terms become one word each ('O(n log n)' is 'bigo_nlogn', so it
 * matches 'O(n log n)' however it is spaced), and possessives lose their 's ('Dijkstra's').
 */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bo\(\s*([^()]{1,24})\)/g, (_, inner: string) => ` bigo_${inner.replace(/[^a-z0-9^*]/g, "")} `)
    .replace(/(\w)['’]s\b/g, "$1")
    .match(/[a-z0-9][a-z0-9+#_^*]*(?:[.'][a-z0-9]+)*/g) ?? [];
const isContent = (word: string) => !STOP.has(word) && !ASKING.has(word) && (word.length > 1 || /[0-9]/.test(word));

function term(word: string): Term {
  const stem = stemmer(word);
  return { stem, keys: [`s:${stem}`, ...senseKeys(word)] };
}

/** The distinct content terms of a text. */
function terms(text: string): Term[] {
  const seen = new Map<string, Term>();
  for (const word of words(text)) if (isContent(word) && !seen.has(stemmer(word))) seen.set(stemmer(word), term(word));
  return [...seen.values()];
}

/** Everything an answer says, as stems and senses, for matching. */
const bag = (list: Term[]) => new Set(list.flatMap((t) => t.keys));
const matches = (t: Term, keys: Set<string>) => t.keys.some((k) => keys.has(k));

/** A phrase of a concept group is present when all its content words are. */
function phrasePresent(phrase: string, answer: Set<string>) {
  const parts = terms(phrase);
  return parts.length > 0 && parts.every((p) => answer.has(`s:${p.stem}`) || matches(p, answer));
}

/** Share of a key point's terms the answer carries; the question's terms weigh a third. */
function coverage(pointTerms: Term[], answer: Set<string>, question: Set<string>) {
  let total = 0;
  let got = 0;
  for (const t of pointTerms) {
    const weight = question.has(`s:${t.stem}`) ? 1 / 3 : 1;
    total += weight;
    if (matches(t, answer)) got += weight;
  }
  return total ? got / total : 0;
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => terms(s).length >= 2);

// Instructions to the grader are not part of an answer: sentences that give them are dropped.
const INSTRUCTION = /\b(ignore|disregard|forget)\b.{0,40}\b(instruction|rubric|previous|above|prompt|rules?)\b|\b(give|award|grade|score|rate|mark)\b.{0,30}\b(10|ten|full|maximum|perfect|highest)\b|\b(you are|as an?) (ai|grader|language model)\b|\bsystem prompt\b/i;
const IDK = /^\s*(i\s+(do\s*n[o']?t|dont|don't)\s+know|i\s+have\s+no\s+idea|no\s+idea|not\s+sure|idk|pass|skip|dunno|\?+|n\/?a|nothing|no clue)\b/i;

function withoutInstructions(answer: string) {
  return answer
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => !INSTRUCTION.test(s))
    .join(" ");
}

export type GradeInput = { question: string; reference: string; keyPoints?: QuizQuestion["keyPoints"]; answer: string };

export function gradeAnswer({ question, reference, keyPoints, answer: raw }: GradeInput): Grade {
  const points: QuizQuestion["keyPoints"] = keyPoints?.length ? keyPoints : sentences(reference).map((point) => ({ point }));
  const zero = (explanation: string): Grade => ({ score: 0, covered: [], missed: points.map((p) => p.point), explanation });

  const answer = withoutInstructions(raw);
  const answerWords = words(answer);
  const answerTerms = terms(answer);
  if (answerTerms.length === 0) return zero(raw.trim() ? "The answer gives no content to grade." : "No answer was given.");
  if (IDK.test(answer) && answerTerms.length < 6) return zero("The answer says it does not know.");

  const questionTerms = terms(question);
  const questionKeys = new Set(questionTerms.map((t) => `s:${t.stem}`));
  const novel = answerTerms.filter((t) => !questionKeys.has(`s:${t.stem}`));
  if (novel.length < 2) return zero("The answer repeats the question without answering it.");

  // gibberish: most words are neither English (WordNet) nor the subject's own terms
  const referenceKeys = bag(terms(`${reference} ${question}`));
  const contentWords = answerWords.filter(isContent);
  const readable = contentWords.filter((w) => isKnownWord(w) || referenceKeys.has(`s:${stemmer(w)}`)).length;
  if (readable / contentWords.length < 0.5) return zero("The answer is not readable prose.");

  // a bare list of terms: prose of six words or more always has some glue words
  const list = answerWords.length >= 6 && answerWords.filter((w) => GLUE.has(w)).length / answerWords.length < 0.08;

  const answerBag = bag(answerTerms);
  const covered: string[] = [];
  const missed: string[] = [];
  let pointScore = 0;
  for (const { point, concepts } of points) {
    const share = concepts?.length
      ? concepts.filter((group) => group.some((phrase) => phrasePresent(phrase, answerBag))).length / concepts.length
      : coverage(terms(point), answerBag, questionKeys);
    pointScore += Math.min(1, share / 0.6); // most of a point's ideas is the point
    (share >= 0.6 ? covered : missed).push(point);
  }
  pointScore /= points.length;
  const recall = coverage(terms(reference), answerBag, questionKeys);
  const raw01 = 0.6 * pointScore + 0.4 * Math.min(1, recall / 0.7);
  let score = Math.round(10 * Math.min(1, Math.max(0, (raw01 - LOW) / (HIGH - LOW))));
  if (list) score = Math.min(score, 1);

  const explanation = list
    ? "The answer lists terms without explaining how they relate."
    : covered.length === points.length
      ? "The answer covers every key point."
      : covered.length === 0
        ? "The answer misses the key points of the question."
        : `The answer covers ${covered.length} of ${points.length} key points.`;
  return { score, covered: list ? [] : covered, missed: list ? points.map((p) => p.point) : missed, explanation };
}

/** Below LOW of the combined coverage an answer scores 0, from HIGH it scores 10. */
const LOW = 0.05;
const HIGH = 0.65;
