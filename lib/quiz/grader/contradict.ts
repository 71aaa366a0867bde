import { similarity, term } from "./match";
import { isContent, isQuestionContent, stem, tokenize, type Token } from "./text";
import { lemmas } from "./thesaurus";

/**
 * Contradictions of the reference that reuse its words. An answer clause contradicts the
 * reference when it
 * - says the opposite word of the same thing ('evicts Guaranteed Pods first' where the
 *   reference has them last), which is how a reversed order reads;
 * - restates a reference clause, most of its words both ways, with one side negated ('is
 *   not', 'never', 'cannot', 'avoids');
 * - says of one of the things the question compares what the reference says of another ('a
 *   stack is FIFO');
 * - picks the other option of an 'A or B' question.
 * None counts when the reference itself says the answer's version elsewhere, and conditions
 * and reasons ('if ...', '... when the load gets high') are not claims. The rules are strict
 * on purpose: a contradiction found in a correct answer costs it most of its grade.
 */

/**
 * Opposites that flip a claim: order, extent, truth and a few general technical pairs. WordNet
 * lists many more antonyms ('front'/'back', 'public'/'private', 'few'/'many'), but answers
 * use those to describe both sides of a comparison, so only these count.
 */
const OPPOSITES: [string, string][] = [
  ["first", "last"],
  ["before", "after"],
  ["earlier", "later"],
  ["earliest", "latest"],
  ["ascending", "descending"],
  ["increase", "decrease"],
  ["highest", "lowest"],
  ["most", "least"],
  ["maximum", "minimum"],
  ["max", "min"],
  ["largest", "smallest"],
  ["true", "false"],
  ["always", "never"],
  ["static", "dynamic"],
  ["local", "global"],
  ["mutable", "immutable"],
  ["synchronous", "asynchronous"],
  ["sync", "async"],
  ["explicit", "implicit"],
  ["explicitly", "implicitly"],
  ["stateful", "stateless"],
  ["same", "different"],
  ["same", "difference"],
];
const PAIRS = new Map<string, string[]>();
for (const [x, y] of OPPOSITES) {
  PAIRS.set(x, [...(PAIRS.get(x) ?? []), y]);
  PAIRS.set(y, [...(PAIRS.get(y) ?? []), x]);
}

const NONE = new Set<string>();
const oppositeCache = new Map<string, Set<string>>();
/** The opposites of a word, in its base forms ('increases' is 'increase'). */
function opposites(word: string): Set<string> {
  let o = oppositeCache.get(word);
  if (!o) {
    const found = lemmas(word).flatMap((l) => PAIRS.get(l) ?? []);
    o = found.length ? new Set(found) : NONE;
    if (oppositeCache.size > 50_000) oppositeCache.clear();
    oppositeCache.set(word, o);
  }
  return o;
}
const sameWord = (a: string, b: string) => a === b || stem(a) === stem(b) || lemmas(a).some((l) => lemmas(b).includes(l));
const isOpposite = (a: string, b: string) => {
  const o = opposites(a);
  return o.size > 0 && lemmas(b).some((l) => o.has(l));
};

type Clause = { tokens: Token[]; condition: boolean };
/** Questions that offer options start with an auxiliary: 'Is this A or B?' */
const CHOICE = new Set(["is", "are", "was", "were", "does", "do", "did", "can", "could", "should", "will", "would", "has", "have"]);
const CONDITION = new Set(["if", "when", "whenever", "unless", "until", "once"]);

export function clauses(tokens: Token[]): Map<number, Clause> {
  const out = new Map<number, Clause>();
  for (const t of tokens) {
    const c = out.get(t.clause) ?? out.set(t.clause, { tokens: [], condition: false }).get(t.clause)!;
    // 'if ...', 'or if ...', 'when ...': the clause states a condition
    if (c.tokens.length < 2 && CONDITION.has(t.word)) c.condition = true;
    c.tokens.push(t);
  }
  return out;
}

const ALIGNED = 0.8;
const contentOf = (c: Clause) => c.tokens.filter((t) => isContent(t.word));
/** Content words two clauses share, as pairs (answer token, reference token). */
function anchors(a: Clause, r: Clause) {
  const out: [Token, Token][] = [];
  for (const x of contentOf(a)) for (const y of contentOf(r)) if (similarity(term(x.word), term(y.word)) >= ALIGNED) out.push([x, y]);
  return out;
}

export type Contradiction = { clause: number; reason: string };

export function contradictions(question: Token[], reference: Token[], answer: Token[], compared: string[][] = []): Contradiction[] {
  const inQuestion = new Set(question.filter((t) => isQuestionContent(t.word)).map((t) => stem(t.word)));
  const own = (t: Token) => !inQuestion.has(stem(t.word));
  const mentions = (c: Clause) => new Set(compared.map((_, i) => i).filter((i) => c.tokens.some((t) => compared[i].includes(stem(t.word)))));
  /** The clauses are about different things the question compares ('DENSE_RANK ...' is not 'RANK ...'). */
  const otherSubject = (a: Clause, r: Clause) => {
    const [x, y] = [mentions(a), mentions(r)];
    return [...x].some((i) => !y.has(i)) && y.size > 0;
  };
  const refClauses = [...clauses(reference).values()].filter((c) => !c.condition);
  const found: Contradiction[] = [];

  const aligned = (p: Token, q: Token) => isContent(q.word) && similarity(term(p.word), term(q.word)) >= ALIGNED;
  /** Whether some clause says `word` within six words of a word aligned to `anchor`. */
  const near = (cs: Clause[], word: (t: Token) => boolean, anchor: Token) =>
    cs.some((c) => {
      const m = main(c);
      return m.some((t, i) => word(t) && m.some((u, j) => Math.abs(i - j) <= 6 && u !== t && aligned(anchor, u)));
    });
  const answerClauses = [...clauses(answer).values()];

  for (const [id, a] of clauses(answer)) {
    if (a.condition) continue;
    const am = main(a);
    // opposite words about the same thing: 'evicts Guaranteed Pods first' where the reference
    // has them 'last', and never 'first'; the answer never says 'last' of them either
    const flip = am.flatMap((x, i) =>
      !opposites(x.word).size
        ? []
        : am
        .filter((p, j) => Math.abs(i - j) <= 4 && p !== x && isContent(p.word) && own(p) && !isOpposite(p.word, x.word))
        .flatMap((p) => {
          const r = refClauses.find((c) => negative(c) === negative(a) && !c.tokens.some((t) => sameWord(t.word, x.word)) && main(c).some((y, k) => isOpposite(x.word, y.word) && main(c).some((q, l) => Math.abs(k - l) <= 8 && aligned(p, q))));
          if (!r) return [];
          const y = main(r).find((t) => isOpposite(x.word, t.word))!;
          const saysToo = near(refClauses, (t) => sameWord(t.word, x.word), p) || near(answerClauses, (t) => sameWord(t.word, y.word), p);
          return saysToo ? [] : [`says "${x.word}" where the reference says "${y.word}"`];
        }),
    )[0];
    if (flip) {
      found.push({ clause: id, reason: flip });
      continue;
    }
    // negation: the same statement, both ways most of its words, with one side negated
    // ('only' and double flips read either way)
    const mine = contentOf(a).filter(own);
    for (const r of refClauses) {
      if (negative(a) === negative(r) || hasOnly(a) || hasOnly(r) || otherSubject(a, r)) continue;
      if (a.tokens.some((x) => r.tokens.some((y) => isOpposite(x.word, y.word)))) continue;
      const about = anchors(a, r).filter(([p]) => own(p));
      const restated = new Set(about.map(([p]) => p)).size;
      const theirs = new Set(about.map(([, q]) => stem(q.word))).size;
      if (restated < 3 || restated < 0.7 * mine.length || theirs < 0.5 * contentOf(r).filter(own).length) continue;
      const supported = refClauses.some((c) => c !== r && negative(c) === negative(a) && anchors(a, c).filter(([p]) => own(p)).length >= restated);
      if (!supported) {
        found.push({ clause: id, reason: negative(a) ? "negates what the reference states" : "states what the reference negates" });
        break;
      }
    }
  }

  // what the reference says of one compared thing, said of another ('a stack is FIFO')
  const swap = swapped(reference, answer, compared, inQuestion);
  if (swap) found.push(swap);

  // the other option of an 'A or B' question
  const choice = options(question, reference);
  if (choice) {
    const says = (stems: string[]) => {
      const hits = answer.filter((t) => !negated(answer, t) && stems.includes(stem(t.word)));
      return hits.length ? hits : null;
    };
    const chosen = says(choice.chosen) ?? joined(answer, choice.chosen);
    const other = says(choice.other);
    if (other && !chosen) found.push({ clause: other[0].clause, reason: `picks "${other[0].word}" instead of the reference's choice` });
  }
  return found;
}

/** Words that negate without 'not': 'avoids copies' says 'does not copy'. */
const IMPLICIT = new Set(["exclude", "excluding", "excludes", "avoid", "avoids", "avoiding", "prevent", "prevents", "omit", "omits", "omitting", "omitted", "lack", "lacks", "lacking", "missing", "fail", "fails", "failing", "absent", "absence", "eliminate", "eliminates", "except", "instead", "rather", "neither", "nor"]);
/** Where a clause's main statement ends: a condition, purpose or reason that follows is not its claim. */
const SUBORDINATE = new Set(["if", "when", "whenever", "unless", "until", "so", "because", "since", "as", "to", "which", "that", "where"]);
/** A clause's main statement: up to a condition, purpose or reason ('resize when the load gets high' claims no 'high'). */
function main(c: Clause) {
  const end = c.tokens.findIndex((t, i) => i > 0 && SUBORDINATE.has(t.word));
  return end < 0 ? c.tokens : c.tokens.slice(0, end);
}
/** Whether a clause's main statement is negative: an odd number of negations. */
const negative = (c: Clause) => main(c).filter((t) => t.word === "not" || IMPLICIT.has(t.word)).length % 2 === 1;
const hasOnly = (c: Clause) => c.tokens.some((t) => t.word === "only" || t.word === "just" || t.word === "unless");
const negated = (tokens: Token[], t: Token) => t.negated || tokens.some((x) => x.clause === t.clause && IMPLICIT.has(x.word));

/** A joined form of a chosen phrase ('runtime' for 'run time'). */
function joined(answer: Token[], stems: string[]) {
  const whole = stems.join("");
  const hits = answer.filter((t) => !t.negated && stem(t.word).startsWith(whole.slice(0, Math.max(4, whole.length - 2))) && whole.length >= 4);
  return hits.length ? hits : null;
}

/** The two options of an 'A or B' question, when the reference picks one: stems only one side has. */
export function options(question: Token[], reference: Token[]) {
  const i = question.findIndex((t) => t.word === "or");
  if (i < 0) return null;
  // a choice: 'Is it A or B?', 'Which ...', or the options after a comma ('How ..., by rows or by columns?')
  const clause = question.filter((t) => t.clause === question[i].clause);
  const first = question.findIndex((t) => t.clause === question[i].clause);
  const asks = CHOICE.has(clause[0].word) || clause.some((t) => t.word === "which" || t.word === "whether") || (first > 0 && question[first - 1].sentence === question[i].sentence && !/^(what|how|why|where|when|who)$/.test(clause[0].word));
  if (!asks) return null;
  const side = (from: number, step: number) => {
    const out: string[] = [];
    for (let j = from; j >= 0 && j < question.length && question[j].clause === question[i].clause && out.length < 3; j += step) if (isContent(question[j].word)) out.push(stem(question[j].word));
    return out;
  };
  const left = side(i - 1, -1);
  const right = side(i + 1, 1);
  const a = left.filter((s) => !right.includes(s));
  const b = right.filter((s) => !left.includes(s));
  if (!a.length || !b.length) return null;
  const ref = new Set(reference.filter((t) => !t.negated).map((t) => stem(t.word)));
  const hasA = a.some((s) => ref.has(s));
  const hasB = b.some((s) => ref.has(s));
  if (hasA === hasB) return null;
  return hasA ? { chosen: a, other: b } : { chosen: b, other: a };
}

/**
 * The things a question compares, each as the stems only it has: 'the difference between a
 * stack and a queue' is [stack] and [queue]; 'Compare ROW_NUMBER, RANK and DENSE_RANK'.
 */
export function compared(question: string): string[][] {
  const versus = /(\S+(?:\s\S+)?)\s+(?:vs\.?|versus)\s+(\S+(?:\s\S+)?)/i.exec(question);
  const list = versus ? `${versus[1]} and ${versus[2]}` : /\b(?:between|compare|comparing|contrast)\s+(.+?)(?:[?.;:]|$|\s(?:and (?:how|why|what|when|which)|,? and what)\s)/i.exec(question)?.[1];
  if (!list) return [];
  const items = list
    .split(/,|\band\b|\bor\b/i)
    .map((item) => item.split(/\s(?:in|inside|of|for|to|with|on|at|from|under|when|within)\s/i)[0])
    .map((item) => [...new Set(tokenize(item).filter((t) => isQuestionContent(t.word) && !/\d/.test(t.word)).map((t) => stem(t.word)))])
    .filter((item) => item.length);
  const own = items.map((item, i) => item.filter((s) => !items.some((other, j) => j !== i && other.includes(s))));
  return own.every((item) => item.length) && own.length >= 2 ? own : [];
}

/** Words before a mention that make it a predicate or an object, not what the clause is about ('is a function', 'of the left table'). */
const NOT_SUBJECT = new Set(["is", "are", "was", "be", "as", "of", "to", "from", "in", "on", "with", "by", "than", "like", "into", "unlike", "over"]);
const ARTICLE = new Set(["a", "an", "the", "its", "their", "each", "every", "any"]);

/** Content stems said of each compared thing: those after its mention as a subject, up to the next one or the sentence's end. */
function attributes(tokens: Token[], things: string[][], skip: Set<string>) {
  const out = things.map(() => new Set<string>());
  let current = -1;
  let sentence = -1;
  tokens.forEach((t, i) => {
    if (t.sentence !== sentence) [current, sentence] = [-1, t.sentence];
    const s = stem(t.word);
    const thing = things.findIndex((item) => item.includes(s));
    const before = tokens[i - 1] && ARTICLE.has(tokens[i - 1].word) ? tokens[i - 2] : tokens[i - 1];
    if (thing >= 0 && !(before && before.sentence === t.sentence && NOT_SUBJECT.has(before.word))) current = thing;
    else if (thing < 0 && current >= 0 && isContent(t.word) && !skip.has(s)) out[current].add(s);
  });
  return out;
}

function swapped(reference: Token[], answer: Token[], things: string[][], inQuestion: Set<string>): Contradiction | null {
  if (things.length < 2) return null;
  const ref = attributes(reference, things, inQuestion);
  const own = ref.map((set, i) => new Set([...set].filter((s) => !ref.some((other, j) => j !== i && other.has(s)))));
  const said = attributes(answer, things, inQuestion);
  let right = 0;
  let wrong: [string, number, number] | null = null;
  let wrongCount = 0;
  said.forEach((set, i) => {
    for (const s of set) {
      if (own[i].has(s)) right++;
      const j = own.findIndex((o, k) => k !== i && o.has(s));
      if (j >= 0) {
        wrongCount++;
        wrong ??= [s, i, j];
      }
    }
  });
  if (!wrong || wrongCount < 2 || wrongCount <= right) return null;
  const [word, i] = wrong as [string, number, number];
  const clause = answer.find((t) => stem(t.word) === word && said[i].has(word))?.clause ?? 0;
  return { clause, reason: "says of one thing what the reference says of another" };
}
