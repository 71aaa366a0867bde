import { stemmer } from "stemmer";
import { eng } from "stopword";

/**
 * Text handling for the offline grader: Unicode and notation normalised to words, then words,
 * clauses and negation. Notation is rewritten to the words it stands for, so an answer that
 * writes `>=1.2.3 <2.0.0`, `O(lg n)` or `&&` matches a reference that says it in prose.
 */

/** Longest text the grader reads: a complete short answer is far shorter, and this keeps grading fast. */
export const MAX_CHARS = 6000;

/** Function words: they join a statement but carry none of its content. */
export const STOP = new Set([...eng, "does", "doing", "also", "can", "may", "might", "must", "will", "would", "should", "shall", "its", "etc", "eg", "ie", "via", "use", "used", "using", "able", "thing", "things", "something"]);
/** Words of a question that ask rather than say. */
export const ASKING = new Set(["what", "why", "how", "when", "which", "explain", "describe", "difference", "differences", "compare", "give", "example", "mean", "means", "main", "briefly", "name", "list"]);
/** Words that negate what follows them in their clause. */
const NEGATION = new Set(["not", "no", "never", "cannot", "cant", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "wont", "wouldnt", "shouldnt", "couldnt", "hasnt", "havent", "hadnt", "mustnt", "neither", "nor", "nothing", "nobody", "without"]);
/** What ends a clause: punctuation and the conjunctions that turn to a contrast. */
const CLAUSE_BREAK = new Set(["but", "whereas", "however", "although", "though", "unlike", "instead", "otherwise"]);

const NUMBERS = new Map(Object.entries({ zero: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10", once: "1 time", twice: "2 times" }));

/** A complexity class written any way (`O(n log n)`, `nlogn`, `linearithmic`) as one token. */
function complexity(inner: string) {
  const c = inner
    .toLowerCase()
    .replace(/\s+|\*\*/g, (m) => (m.trim() ? "^" : ""))
    .replace(/lg|log_?2|log\(([^()]*)\)/g, (_, x?: string) => (x ? `log${x}` : "log"))
    .replace(/²/g, "^2")
    .replace(/³/g, "^3")
    .replace(/n\*n/g, "n^2")
    .replace(/[^a-z0-9^!]/g, "");
  return ` cx_${c || "1"} `;
}

const PROSE_COMPLEXITY: [RegExp, string][] = [
  [/\b(linearithmic|n\s*log\s*n)\b/g, "cx_nlogn"],
  [/\b(logarithmic(ally)?|log\s*\(?\s*n\s*\)?)(?=\W|$)/g, "cx_logn"],
  [/\b(quadratic(ally)?|n\s*squared)\b/g, "cx_n^2"],
  [/\bcubic\b/g, "cx_n^3"],
  [/\bexponential(ly)?\b/g, "cx_2^n"],
  [/\bconstant[-\s]time\b/g, "cx_1"],
  [/\blinear(ly)?[-\s](time|growth|complexity)\b/g, "cx_n"],
];

/** A semver range as its bounds and what it allows, e.g. `^1.4.2` is 1.4.2 up to 2.0.0: minor and patch updates. */
function range(from: number[], to: number[]) {
  const kind = to[0] > from[0] ? "allows minor and patch updates within the same major version" : to[1] > from[1] ? "allows only patch updates within the same minor version" : "exact";
  return ` range_${from.join(".")}_${to.join(".")} ${kind} `;
}
const version = (v: string) => v.split(".").map(Number);
const caret = (v: number[]) => (v[0] > 0 ? [v[0] + 1, 0, 0] : v[1] > 0 ? [0, v[1] + 1, 0] : [0, 0, v[2] + 1]);

/** Notation to words: version ranges, complexity classes, comparison and logic symbols. */
export function normalise(raw: string): string {
  return (
    raw
      .slice(0, MAX_CHARS)
      .normalize("NFKC")
      .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "") // zero-width and bidi controls
      .replace(/[‘’ʼ`]/g, "'")
      // ranges: ^1.2.3, ~1.2.3, >=1.2.3 <2.0.0, 1.x, 1.2.x
      .replace(/\^\s?(\d+\.\d+\.\d+)/g, (_, v: string) => range(version(v), caret(version(v))))
      .replace(/~\s?(\d+\.\d+\.\d+)/g, (_, v: string) => range(version(v), [version(v)[0], version(v)[1] + 1, 0]))
      .replace(/(?:>=|≥)\s?(\d+\.\d+\.\d+),?\s*<\s?(\d+\.\d+\.\d+)/g, (_, a: string, b: string) => range(version(a), version(b)))
      .replace(/\b(\d+)\.(\d+)\.[x*]\b/gi, (_, a: string, b: string) => range([+a, +b, 0], [+a, +b + 1, 0]))
      .replace(/\b(\d+)\.[x*](?:\.[x*])?\b/gi, (_, a: string) => range([+a, 0, 0], [+a + 1, 0, 0]))
      // complexity: O(...), Θ(...), Ω(...), big-O of ...
      .replace(/(?:\b[oO]|Θ|θ|Ω|ω|\btheta|\bomega)\s*\(\s*([^()]{0,24}(?:\([^()]{0,12}\)[^()]{0,12})?)\)/g, (_, inner: string) => complexity(inner))
      .replace(/\b(?:big[-\s]?o)\s+(?:of\s+)?(n\s*log\s*n|log\s*n|n\^?\d|n|1)\b/gi, (_, inner: string) => complexity(inner))
      // symbols for words
      .replace(/>=|≥|=>(?=\s*\d)/g, " at least ")
      .replace(/<=|≤|=<(?=\s*\d)/g, " at most ")
      .replace(/!==?|≠|=\/=|<>/g, " not equal ")
      .replace(/===?|≡/g, " equal ")
      .replace(/&&|&/g, " and ")
      .replace(/\|\|/g, " or ")
      .replace(/->|→|⇒/g, " to ")
      .replace(/(^|[\s(])>\s?(?=[\d.])/g, "$1 greater than ")
      .replace(/(^|[\s(])<\s?(?=[\d.])/g, "$1 less than ")
      .replace(/\bw\/o\b/gi, " without ")
      .replace(/\b(e\.g|i\.\s?e|etc|vs)\.(?=\s)/gi, " ")
      .replace(/\bb\/c\b/gi, " because ")
  );
}

export type Token = {
  /** Lower-case word, or a notation token such as `cx_logn`. */
  word: string;
  /** The clause it belongs to (sentences split at punctuation and contrasts). */
  clause: number;
  /** The sentence it belongs to. */
  sentence: number;
  /** Whether a negation earlier in its clause applies to it. */
  negated: boolean;
};

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}+#_^]|[.'-](?=[\p{L}\p{N}]))*|[.;:!?,()]/gu;

/** The words of a text, in order, with their clause and whether they are negated. */
export function tokenize(text: string): Token[] {
  let prose = normalise(text).toLowerCase();
  for (const [re, token] of PROSE_COMPLEXITY) prose = prose.replace(re, ` ${token} `);
  const out: Token[] = [];
  let clause = 0;
  let sentence = 0;
  let negated = false;
  const push = (word: string) => {
    if (CLAUSE_BREAK.has(word)) {
      clause++;
      negated = false;
      return;
    }
    if (NEGATION.has(word)) {
      negated = true;
      out.push({ word: "not", clause, sentence, negated: false });
      return;
    }
    out.push({ word, clause, sentence, negated });
  };
  for (const match of prose.matchAll(WORD)) {
    let word = match[0];
    if (/^[.;:!?,()]$/.test(word)) {
      if (word !== "(" && word !== ")") {
        clause++;
        negated = false;
      }
      if (/[.;!?]/.test(word)) sentence++;
      continue;
    }
    word = word.replace(/[.'-]+$/, "");
    if (!word) continue;
    if (/^(\p{L}+)n't$/u.test(word) || /^(can|don|doesn|isn|aren|won|wasn|weren|didn|shouldn|couldn|wouldn|hasn|haven|hadn)'?t$/.test(word)) word = word.replace(/'/g, "").replace(/^can't$/, "cant");
    if (word === "can't") word = "cant";
    word = word.replace(/'s$/, ""); // possessive
    const number = NUMBERS.get(word);
    if (number) {
      for (const part of number.split(" ")) push(part);
      continue;
    }
    if (word.includes("-") && !word.startsWith("cx_") && !word.startsWith("range_")) {
      // hyphenated words count as their parts ('run-time' is 'run' 'time'); the joined form is matched too
      for (const part of word.split("-").filter(Boolean)) push(part);
      continue;
    }
    push(word);
  }
  return out;
}

/** A word that carries content: not a function word, not a lone letter. */
export const isContent = (word: string) => !STOP.has(word) && word !== "not" && (word.length > 1 || /\d/.test(word));
/** A word of a question that carries content: not one that only asks ('explain', 'difference'). */
export const isQuestionContent = (word: string) => isContent(word) && !ASKING.has(word);

/** Sentences of a reference answer, for key points when none are given. */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);

const stems = new Map<string, string>();
/** Porter stem of a word, remembered: the grader asks for the same words many times. */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    if (stems.size > 100_000) stems.clear();
    stems.set(word, (s = stemmer(word)));
  }
  return s;
}
