import { activity, afterAnswer, type WindowState } from "@/lib/skills/activity";
import { newSkillSchema } from "@/lib/validations/skills";

const DAY = 24 * 60 * 60 * 1000;
const added = new Date("2026-03-02T09:00:00Z");
const at = (days: number) => new Date(added.getTime() + days * DAY);
const fresh: WindowState = { target: 10, windowStart: added, windowAnswers: 0, lastMetWindowEnd: null };
/** The state after `n` answers given at the listed days. */
const answered = (days: number[], start = fresh) => days.reduce((state, d) => afterAnswer(state, at(d)), start);

describe("skill name", () => {
  const parse = (name: unknown) => newSkillSchema.safeParse({ name });
  it.each([
    ["React (library)", "React"],
    ["  Node.js  ", "Node.js"],
    ["Machine (deep) Learning", "Machine Learning"],
    ["Go (unclosed", "Go"],
  ])("%j becomes %j", (typed, stored) => {
    expect(parse(typed)).toMatchObject({ success: true, data: { name: stored } });
  });
  it.each(["", "   ", "(only a note)", undefined])("%j is refused with the spec's message", (typed) => {
    const result = parse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Skill name cannot be empty");
  });
  it("refuses a name over 50 characters", () => {
    expect(parse("x".repeat(51)).error?.issues[0].message).toBe("Skill name must be less than 50 characters");
  });
});

describe("weekly target badge", () => {
  it("a new skill runs its first window: 7 days left on day 0, 1 day left on day 6", () => {
    expect(activity(fresh, at(0))).toMatchObject({ badge: "days_left", daysLeft: 7, progress: 0, target: 10 });
    expect(activity(fresh, at(6)).daysLeft).toBe(1);
    expect(activity(fresh, at(6.99)).daysLeft).toBe(1);
    expect(activity(fresh, at(0)).progressExpiry).toEqual(at(7));
  });

  it("is Inactive from day 7 when the first window ended short of the target", () => {
    const state = answered([1, 2, 3]);
    expect(activity(state, at(6.99))).toMatchObject({ badge: "days_left", progress: 3 });
    expect(activity(state, at(7))).toMatchObject({ badge: "inactive", progress: 0, daysLeft: null });
  });

  it("is Active as soon as the target is met, and stays Active until 7 days after the window ends", () => {
    const nine = answered([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(activity(nine, at(4.5))).toMatchObject({ badge: "days_left", progress: 9 });
    const ten = afterAnswer(nine, at(5));
    expect(activity(ten, at(5))).toMatchObject({ badge: "active", progress: 10 });
    // the window ends on day 7; the met window keeps the skill Active for 7 more days
    expect(activity(ten, at(7))).toMatchObject({ badge: "active", progress: 0 });
    expect(activity(ten, at(13.99)).badge).toBe("active");
    expect(activity(ten, at(14)).badge).toBe("inactive");
  });

  it("opens the next window with the next answer after a window ends", () => {
    const ten = answered([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    const next = afterAnswer(ten, at(9));
    expect(next).toMatchObject({ windowStart: at(9), windowAnswers: 1, lastMetWindowEnd: at(7) });
    // a new window runs short of its target, but the previous one was met less than 7 days ago
    expect(activity(next, at(10))).toMatchObject({ badge: "active", progress: 1, daysLeft: 6 });
    expect(activity(next, at(14)).badge).toBe("days_left");
    expect(activity(next, at(16)).badge).toBe("inactive");
  });

  it("a window rolled over from a missed window does not count as met", () => {
    const next = afterAnswer(answered([1, 2]), at(20));
    expect(next).toMatchObject({ windowAnswers: 1, lastMetWindowEnd: null });
    expect(activity(next, at(20))).toMatchObject({ badge: "days_left", daysLeft: 7 });
  });
});
