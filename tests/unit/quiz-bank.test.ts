import { BANK } from "@/lib/quiz/bank";
import { offlineEngine, pickQuestion } from "@/lib/quiz/offline-engine";
import { band } from "@/lib/quiz/rating";
import { findSkill } from "@/lib/skills/catalogue";

const all = [...BANK.values()];

describe("the offline question bank", () => {
  it("covers at least 20 catalogue skills with 24 questions or more, 8 or more per band", () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const { skill, questions } of all) {
      expect(findSkill(skill)?.name).toBe(skill);
      expect(questions.length).toBeGreaterThanOrEqual(24);
      for (const b of ["easy", "medium", "hard"]) expect(questions.filter((q) => band(q.difficulty) === b).length).toBeGreaterThanOrEqual(8);
    }
  });

  it("gives every question a unique id, a topic, a reference answer and 3 to 5 key points with concepts", () => {
    const ids = all.flatMap((b) => b.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of all.flatMap((b) => b.questions)) {
      expect(q.topic.trim()).not.toBe("");
      expect(q.answer.length).toBeGreaterThan(60);
      expect(q.difficulty).toBeGreaterThanOrEqual(0);
      expect(q.difficulty).toBeLessThanOrEqual(100);
      expect(q.keyPoints.length).toBeGreaterThanOrEqual(3);
      expect(q.keyPoints.length).toBeLessThanOrEqual(5);
      for (const k of q.keyPoints) expect(k.concepts.length).toBeGreaterThan(0);
    }
  });

  it("grades each reference answer as complete", async () => {
    const low: string[] = [];
    for (const q of all.flatMap((b) => b.questions)) {
      const { score } = await offlineEngine.grade({ question: q.question, reference: q.answer, keyPoints: q.keyPoints, answer: q.answer });
      if (score < 9) low.push(`${q.id}: ${score}`);
    }
    expect(low).toEqual([]);
  });
});

describe("choosing the next question", () => {
  const { questions } = BANK.get("javascript")!;
  const seen = (ids: string[], start = Date.parse("2026-01-01")) => ids.map((bankId, i) => ({ bankId, question: "", topic: "", askedAt: new Date(start - i * 60_000) }));

  it("picks an unseen question in the band of the target, nearest first", () => {
    for (const target of [10, 50, 85]) {
      const q = pickQuestion(questions, target, []);
      expect(band(q.difficulty)).toBe(band(target));
      const nearest = Math.min(...questions.filter((x) => band(x.difficulty) === band(target)).map((x) => Math.abs(x.difficulty - target)));
      expect(Math.abs(q.difficulty - target)).toBe(nearest);
    }
  });

  it("does not repeat a question until the bank is used up, then repeats the least recently seen", () => {
    const asked: string[] = [];
    for (let i = 0; i < questions.length; i++) asked.unshift(pickQuestion(questions, 50, seen(asked)).id);
    expect(new Set(asked).size).toBe(questions.length);
    // all seen: the oldest comes back first
    expect(pickQuestion(questions, 50, seen(asked)).id).toBe(asked.at(-1));
  });

  it("says whether a skill is in the bank, by name or alias", () => {
    expect(offlineEngine.supports("JavaScript")).toBe(true);
    expect(offlineEngine.supports("k8s")).toBe(true);
    expect(offlineEngine.supports("Elixir")).toBe(false);
  });
});
