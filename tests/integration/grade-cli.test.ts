import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// npm run grade -- FILE.jsonl, as a process: questions that are not in the bank, graded from
// the reference answer alone (and key points when given).
describe("npm run grade", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "grade-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("adds answer_rating and feedback to each line", async () => {
    const reference = "A binary search tree keeps smaller keys in the left subtree and larger keys in the right subtree, so a search can discard half of the remaining tree at each step.";
    const question = "What property does a binary search tree maintain, and why does it make searching fast?";
    const lines = [
      { id: 1, question, reference, answer: "Every node has smaller values on its left side and bigger values on its right, so each comparison lets you ignore one of the two subtrees and the lookup takes logarithmic time when balanced." },
      { id: 2, question, reference, answer: "I don't know." },
      { id: 3, question, reference, key_points: ["Left subtree keys are smaller and right subtree keys larger.", "Each comparison discards half of the tree."], answer: "The left side holds smaller keys." },
    ];
    const file = path.join(dir, "in.jsonl");
    writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n\nnot json\n`);
    const { stdout, stderr } = await run(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/grade.ts", file], { env: { ...process.env, AI_PROVIDER: "" } });
    const out = stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(out.map((o) => o.id)).toEqual([1, 2, 3]);
    for (const o of out) {
      expect(Number.isInteger(o.answer_rating) && o.answer_rating >= 0 && o.answer_rating <= 10).toBe(true);
      expect(typeof o.feedback).toBe("string");
    }
    expect(out[0].answer_rating).toBeGreaterThanOrEqual(6);
    expect(out[1].answer_rating).toBe(0);
    expect(out[2].answer_rating).toBeGreaterThan(0);
    expect(out[2].answer_rating).toBeLessThan(out[0].answer_rating);
    expect(out[2].feedback).toMatch(/Missed: .*Each comparison discards half of the tree\./);
    expect(stderr).toContain("line 5: not JSON, skipped");
  }, 60_000);
});
