import { CATALOGUE } from "@/lib/skills/catalogue-data";

const REQUIRED = [
  "JavaScript",
  "TypeScript",
  "React",
  "Node.js",
  "Python",
  "Java",
  "SQL",
  "Git",
  "Docker",
  "Kubernetes",
  "HTML",
  "CSS",
  "Go",
  "C#",
  "AWS",
  "REST API Design",
  "Data Structures",
  "Algorithms",
  "System Design",
  "Software Testing",
  "PostgreSQL",
];

const KINDS = ["language", "framework", "library", "database", "cloud", "tool", "platform", "concept", "practice"];

const key = (term: string) => term.trim().toLowerCase();

describe("skill catalogue data", () => {
  it("has at least 500 entries", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(500);
  });

  it("uses every name and alias once, case-insensitively after trimming", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of CATALOGUE) {
      for (const term of [entry.name, ...(entry.aliases ?? [])]) {
        const k = key(term);
        const previous = owner.get(k);
        if (previous !== undefined) clashes.push(`"${term}" (${entry.name}) clashes with ${previous}`);
        else owner.set(k, entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("has no empty or untrimmed names and aliases", () => {
    const bad = CATALOGUE.flatMap((entry) => [entry.name, ...(entry.aliases ?? [])]).filter(
      (term) => term.length === 0 || term !== term.trim(),
    );
    expect(bad).toEqual([]);
  });

  it("never puts parentheses in names", () => {
    expect(CATALOGUE.filter((entry) => /[()]/.test(entry.name)).map((entry) => entry.name)).toEqual([]);
  });

  it("gives every entry an integer popularity from 1 to 100 and a known kind", () => {
    const bad = CATALOGUE.filter(
      (entry) => !Number.isInteger(entry.popularity) || entry.popularity < 1 || entry.popularity > 100 || !KINDS.includes(entry.kind),
    );
    expect(bad).toEqual([]);
  });

  it("contains the names other code relies on, spelled exactly", () => {
    const names = new Set(CATALOGUE.map((entry) => entry.name));
    expect(REQUIRED.filter((name) => !names.has(name))).toEqual([]);
  });

  it("ranks the most common skills near the top", () => {
    const popularity = new Map(CATALOGUE.map((entry) => [entry.name, entry.popularity]));
    for (const name of ["JavaScript", "Python", "SQL", "HTML", "CSS", "TypeScript"]) {
      expect(popularity.get(name)).toBeGreaterThanOrEqual(85);
    }
  });
});
