import { CATALOGUE, type CatalogueEntry } from "./catalogue-data";

/**
 * The key two spellings of one skill share: lower case, without spaces, dots, hyphens or
 * underscores ('Node.js', 'node js' and 'NodeJS' are one key; 'C#', 'C++' and 'C' stay apart).
 */
export const skillKey = (name: string) => name.toLowerCase().replace(/[\s._-]+/g, "");

type Indexed = { entry: CatalogueEntry; terms: string[] };

let index: { byKey: Map<string, CatalogueEntry>; entries: Indexed[] } | undefined;

function catalogue() {
  if (index) return index;
  const byKey = new Map<string, CatalogueEntry>();
  // Names first, so an alias can never shadow another entry's name.
  for (const entry of CATALOGUE) byKey.set(skillKey(entry.name), entry);
  for (const entry of CATALOGUE) for (const alias of entry.aliases ?? []) if (!byKey.has(skillKey(alias))) byKey.set(skillKey(alias), entry);
  const entries = CATALOGUE.map((entry) => ({ entry, terms: [entry.name, ...(entry.aliases ?? [])].map((t) => t.toLowerCase()) }));
  index = { byKey, entries };
  return index;
}

/** The catalogue entry a typed name stands for (its name or an alias), if any. */
export function findSkill(name: string): CatalogueEntry | undefined {
  return catalogue().byKey.get(skillKey(name));
}

/** Where `query` (lower case) matches a term: 0 exact, 1 prefix, 2 a word's prefix, 3 inside, or no match. */
function matchTier(term: string, query: string): number | undefined {
  if (term === query || skillKey(term) === skillKey(query)) return 0;
  if (term.startsWith(query)) return 1;
  if (term.split(/[\s./_-]+/).some((word) => word.startsWith(query))) return 2;
  if (query.length >= 2 && term.includes(query)) return 3;
  return undefined;
}

/** Suggestions for a typed text: exact, then prefix, then word matches, then the most popular. */
export function suggestSkills(text: string, count: number): string[] {
  const query = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (!query || count < 1) return [];
  const scored: { entry: CatalogueEntry; tier: number }[] = [];
  for (const { entry, terms } of catalogue().entries) {
    let best: number | undefined;
    for (const term of terms) {
      const tier = matchTier(term, query);
      if (tier !== undefined && (best === undefined || tier < best)) best = tier;
    }
    if (best !== undefined) scored.push({ entry, tier: best });
  }
  scored.sort((a, b) => a.tier - b.tier || b.entry.popularity - a.entry.popularity || a.entry.name.length - b.entry.name.length || a.entry.name.localeCompare(b.entry.name));
  return scored.slice(0, count).map((s) => s.entry.name);
}
