import { importSchema, planImport } from "@/lib/profile/json-resume";
import { listFullMessage, overfullLists } from "@/lib/profile/lists";

// The planner is pure: the import dialog runs it in the browser with the profile's counts,
// and the server runs it for the preview, so both say the same before anything is saved.

const award = (i: number) => ({ title: `Award ${i}`, summary: "First place", date: "2020" });
const awards = (n: number) => Array.from({ length: n }, (_, i) => award(i));

describe("the cap's messages", () => {
  it("name the list and the cap", () => {
    expect(listFullMessage("exp")).toBe("Experience can hold at most 50 entries. Delete one to add another.");
    expect(listFullMessage("achievement", { has: 45, adds: 8 })).toBe("Achievements can hold at most 50 entries: you have 45 and this file adds 8.");
    expect(listFullMessage("edu", { has: 0, adds: 51 })).toBe("Education can hold at most 50 entries: this file adds 51.");
  });

  it("count only the lists that something is added to", () => {
    const adding = [{ kind: "project" as const }, { kind: "exp" as const }];
    expect(overfullLists({ project: 49, exp: 49 }, adding)).toEqual([]);
    expect(overfullLists({ project: 50, exp: 49, edu: 80 }, adding)).toEqual(["Projects can hold at most 50 entries: you have 50 and this file adds 1."]);
  });
});

describe("planImport", () => {
  it("reports the lists the import would overfill, given what the profile holds", () => {
    const doc = importSchema.parse({ awards: awards(8), work: [{ name: "Acme", position: "Dev", startDate: "2020-01", summary: "Built the shop." }] });
    expect(planImport(doc).overflow).toEqual([]);
    expect(planImport(doc, { achievement: 42, exp: 49 }).overflow).toEqual([]);
    const plan = planImport(doc, { achievement: 43, exp: 50 });
    expect(plan.add).toHaveLength(9); // the plan still shows what the file holds
    expect(plan.overflow).toEqual([
      "Experience can hold at most 50 entries: you have 50 and this file adds 1.",
      "Achievements can hold at most 50 entries: you have 43 and this file adds 8.",
    ]);
  });

  it("does not count entries that break a rule", () => {
    const plan = planImport(importSchema.parse({ awards: [...awards(2), { title: "No date" }] }), { achievement: 48 });
    expect(plan.rejected).toHaveLength(1);
    expect(plan.overflow).toEqual([]);
  });
});

describe("importSchema", () => {
  it("refuses a section longer than a list can hold, by its length alone", () => {
    expect(importSchema.safeParse({ awards: awards(50) }).success).toBe(true);
    const result = importSchema.safeParse({ awards: Array(51).fill(null), projects: Array(1e5).fill(0) });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["projects"], "Projects can hold at most 50 entries: this file adds 100000."],
      [["awards"], "Achievements can hold at most 50 entries: this file adds 51."],
    ]);
  });

  it("wants a JSON object", () => {
    for (const doc of [null, [], "resume", 3]) expect(importSchema.safeParse(doc).error?.issues[0].message).toBe("A JSON Resume document is a JSON object");
  });
});
