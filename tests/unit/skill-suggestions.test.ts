import { CATALOGUE } from "@/lib/skills/catalogue-data";
import { findSkill, skillKey, suggestSkills } from "@/lib/skills/catalogue";

describe("skill catalogue lookups", () => {
  it("no two entries share a key, so every name and alias finds its own entry", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of CATALOGUE) {
      for (const term of [entry.name, ...(entry.aliases ?? [])]) {
        const key = skillKey(term);
        const prior = owner.get(key);
        if (prior && prior !== entry.name) clashes.push(`${term} (${entry.name}) vs ${prior}`);
        owner.set(key, entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each([
    ["JS", "JavaScript"],
    ["k8s", "Kubernetes"],
    ["postgres", "PostgreSQL"],
    ["node js", "Node.js"],
    ["NODEJS", "Node.js"],
    ["golang", "Go"],
    ["csharp", "C#"],
  ])("%s is %s", (typed, name) => {
    expect(findSkill(typed)?.name).toBe(name);
  });

  it("keeps C, C# and C++ apart", () => {
    expect([findSkill("c")?.name, findSkill("c#")?.name, findSkill("c++")?.name]).toEqual(["C", "C#", "C++"]);
  });
});

describe("suggestions", () => {
  it("puts an exact name or alias first", () => {
    expect(suggestSkills("k8s", 5)[0]).toBe("Kubernetes");
    expect(suggestSkills("go", 5)[0]).toBe("Go");
    expect(suggestSkills("React", 5)[0]).toBe("React");
  });

  it("ranks prefix matches above word matches above inner matches, the more popular first within each", () => {
    const sql = suggestSkills("sql", 20);
    expect(sql.slice(0, 2)).toEqual(["SQL", "SQLite"]); // exact, then the most popular prefix
    expect(sql.indexOf("SQLAlchemy")).toBeLessThan(sql.indexOf("PostgreSQL")); // prefix before inner
    expect(sql.indexOf("PostgreSQL")).toBeLessThan(sql.indexOf("NoSQL")); // both inner: more popular first
    expect(suggestSkills("native", 10)).toContain("React Native"); // a word of the name
    expect(suggestSkills("java", 2)).toEqual(["Java", "JavaScript"]);
  });

  it("is case-insensitive and honours the count", () => {
    expect(suggestSkills("PYTH", 3)).toEqual(suggestSkills("pyth", 3));
    expect(suggestSkills("a", 5)).toHaveLength(5);
    expect(suggestSkills("a", 0)).toEqual([]);
    expect(suggestSkills("   ", 5)).toEqual([]);
  });

  it("returns nothing for text no skill contains", () => {
    expect(suggestSkills("zzqqxx", 5)).toEqual([]);
    expect(suggestSkills("日本語", 5)).toEqual([]);
  });
});
