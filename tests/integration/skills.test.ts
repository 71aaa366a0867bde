import { eq } from "drizzle-orm";
import { GET as publicSkillsRoute } from "@/app/api/saarp/skills/[userId]/route";
import { GET as suggestionsRoute } from "@/app/api/skill-suggestions/[text]/[count]/route";
import { POST as deleteSkillRoute } from "@/app/api/user/delete-skill/[skillId]/route";
import { POST as editProfileRoute } from "@/app/api/user/edit-profile/route";
import { POST as newSkillRoute } from "@/app/api/user/new-skill/route";
import { GET as profileRoute } from "@/app/api/user/profile/route";
import { POST as visibilityRoute } from "@/app/api/user/skill-visibility/[skillId]/route";
import { GET as mySkillsRoute } from "@/app/api/user/skills/route";
import { getDb } from "@/lib/db/client";
import { skill } from "@/lib/db/schema";
import { recordQuizResult } from "@/lib/skills/skills";
import { bearer, signUp } from "../helpers/accounts";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

withTestDb();

const DAY = 24 * 60 * 60 * 1000;
type Account = Awaited<ReturnType<typeof signUp>>;

const addSkill = (who: Account | undefined, name: unknown) => call(newSkillRoute, { body: { name }, headers: who ? bearer(who.token) : {} });
const mySkills = async (who: Account) => (await (await call(mySkillsRoute, { method: "GET", headers: bearer(who.token) })).json()).skills;
const toggle = (who: Account, id: number | string) => call(visibilityRoute, { params: { skillId: String(id) }, headers: bearer(who.token) });
const remove = (who: Account, id: number | string) => call(deleteSkillRoute, { params: { skillId: String(id) }, headers: bearer(who.token) });
const publicOf = (userId: number | string) => call(publicSkillsRoute, { method: "GET", params: { userId: String(userId) } });
const suggest = (text: string, count = "5") => call(suggestionsRoute, { method: "GET", params: { text, count } });

/** What the quiz does when a question is answered: the new rating (settled unless `sd` says otherwise), one more towards the target. */
async function answer(who: Account, skillId: number, rating: number, times = 1, sd = 5) {
  const db = await getDb();
  for (let i = 0; i < times; i++) await db.transaction((tx) => recordQuizResult(tx, { userId: who.userId, skillId, rate: () => ({ rating, estimate: { mean: rating, sd } }), answered: true }));
}

/** A verified account with a finished profile: its share page, and so its public skills, answer. */
async function publicAccount() {
  const me = await signUp();
  const profile = { name: "Sky Skills", title: "Backend developer", location: "Porto", description: "Queues, caches and tests." };
  expect((await call(editProfileRoute, { body: profile, headers: bearer(me.token) })).status).toBe(200);
  return me;
}

async function added(who: Account, name: string) {
  const res = await addSkill(who, name);
  expect(res.status).toBe(201);
  return (await res.json()).skill;
}

describe("POST /api/user/new-skill", () => {
  it("adds a skill at rating 0 with target 10 and a 7-day window, with the spec's fields", async () => {
    const me = await signUp();
    const before = Date.now();
    const res = await addSkill(me, "TypeScript (5.x)");
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Added new skill");
    expect(body.skill).toMatchObject({ name: "TypeScript", rating: 0, visible: false, active: false, progress: 0, target: 10, badge: "days_left", days_left: 7 });
    expect(body.skill.ID).toBe(body.skill.id);
    const expiry = Date.parse(body.skill.progress_expiry);
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(body.skills).toHaveLength(1);
  });

  it("links aliases to the catalogue's skill and refuses the same skill twice (409)", async () => {
    const me = await signUp();
    expect((await added(me, "k8s")).name).toBe("Kubernetes");
    expect((await added(me, "postgres")).name).toBe("PostgreSQL");
    for (const again of ["kubernetes", "KUBERNETES", "K8S", "Postgres (SQL)"]) {
      const res = await addSkill(me, again);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/is already in your skills/);
    }
    // a name the catalogue does not know is kept as typed, still once per spelling
    expect((await added(me, "Quantum Basket Weaving")).name).toBe("Quantum Basket Weaving");
    expect((await addSkill(me, "quantum basket-weaving")).status).toBe(409);
    expect(await mySkills(me)).toHaveLength(3);
  });

  it("refuses an empty name with the spec's message, and needs a session", async () => {
    const me = await signUp();
    for (const name of ["", "  ", "(just this)", 42]) {
      const res = await addSkill(me, name);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Skill name cannot be empty");
    }
    expect((await addSkill(undefined, "Go")).status).toBe(401);
  });
});

describe("POST /api/user/delete-skill/{skillId}", () => {
  it("deletes the owner's skill, and answers 404 for anyone else's or a bad id", async () => {
    const [me, other] = [await signUp(), await signUp()];
    const mine = await added(me, "Rust");
    expect((await remove(other, mine.id)).status).toBe(404);
    expect((await remove(me, "abc")).status).toBe(404);
    expect((await remove(me, "-1")).status).toBe(404);
    const res = await remove(me, mine.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Deleted skill", skills: [] });
    expect((await remove(me, mine.id)).status).toBe(404);
  });
});

describe("skill visibility", () => {
  it("refuses to show a skill that is not Active, and toggles Public/Hidden once it is", async () => {
    const me = await publicAccount();
    const go = await added(me, "golang");
    const refused = await toggle(me, go.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/^Only Active skills can be shown on profile/);

    await answer(me, go.id, 40, 10);
    const shown = await toggle(me, go.id);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ message: "Updated skill visibility", visible: true, skill: { name: "Go", visible: true, active: true, shown: true, progress: 10, rating: 40 } });
    expect((await (await publicOf(me.id)).json()).skills.map((s: { name: string }) => s.name)).toEqual(["Go"]);

    const hidden = await toggle(me, go.id);
    expect(await hidden.json()).toMatchObject({ visible: false, skill: { shown: false } });
    expect((await (await publicOf(me.id)).json()).skills).toEqual([]);
    expect((await toggle(await signUp(), go.id)).status).toBe(404);
  });

  it("a visible skill that stops being Active leaves the public list until it is Active again", async () => {
    const me = await publicAccount();
    const sql = await added(me, "SQL");
    await answer(me, sql.id, 55, 10);
    await toggle(me, sql.id);
    // move the met window 15 days into the past: it ended 8 days ago
    const db = await getDb();
    await db.update(skill).set({ windowStart: new Date(Date.now() - 15 * DAY) }).where(eq(skill.id, sql.id));
    expect((await (await publicOf(me.id)).json()).skills).toEqual([]);
    const [stale] = await mySkills(me);
    expect(stale).toMatchObject({ visible: true, active: false, shown: false, badge: "inactive" });
    // ten answers in a new window make it Active, and it shows again
    await answer(me, sql.id, 57, 10);
    expect((await (await publicOf(me.id)).json()).skills).toHaveLength(1);
  });
});

describe("GET /api/saarp/skills/{userId}", () => {
  it("is public and carries no private field", async () => {
    const me = await publicAccount();
    const js = await added(me, "js");
    await added(me, "HTML");
    await answer(me, js.id, 70, 10);
    await toggle(me, js.id);
    const res = await publicOf(me.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const { skills } = await res.json();
    expect(skills).toHaveLength(1);
    expect(Object.keys(skills[0]).sort()).toEqual(["ID", "active", "answers", "calibrating", "history", "id", "last_answered_at", "name", "percentile", "population", "rating", "rating_margin", "visible"]);
    expect(skills[0]).toMatchObject({ name: "JavaScript", rating: 70, rating_margin: 8, visible: true, active: true, answers: 10 });
  });

  it("answers 404 for an unknown or malformed id, and while the share page is not public", async () => {
    for (const id of ["999999", "abc", "1.5", "0", "AAAAAAAAAAAAAAAA"]) expect((await publicOf(id)).status).toBe(404);
    expect((await publicOf((await signUp()).id)).status).toBe(404); // no profile title yet
  });
});

describe("a rating's interval", () => {
  it("comes with every rating as rating_margin: none while calibrating, the 90% half-width once settled", async () => {
    const me = await signUp();
    const { id } = await added(me, "Go");
    expect((await mySkills(me))[0]).toMatchObject({ rating: 0, calibrating: true, rating_margin: null });
    await answer(me, id, 72, 1, 5.5);
    expect((await mySkills(me))[0]).toMatchObject({ rating: 72, calibrating: false, rating_margin: 9 });
    await answer(me, id, 72, 1, 8.5);
    expect((await mySkills(me))[0]).toMatchObject({ rating: 72, calibrating: true, rating_margin: null });
  });
});

describe("ranking among holders of the same skill", () => {
  it("shows 'top N%' from the minimum population, with ties sharing the best rank", async () => {
    const ratings = [90, 70, 70, 40];
    const holders: { who: Account; id: number }[] = [];
    for (const rating of ratings) {
      const who = await signUp();
      const { id } = await added(who, "Elixir");
      await answer(who, id, rating);
      holders.push({ who, id });
    }
    // four holders: below the minimum, no percentile
    expect((await mySkills(holders[0].who))[0]).toMatchObject({ population: 4, percentile: null });

    const fifth = await signUp();
    const { id } = await added(fifth, "elixir");
    await answer(fifth, id, 10);
    const top = async (who: Account) => (await mySkills(who))[0].percentile;
    expect(await top(holders[0].who)).toBe(20); // 1st of 5
    expect(await top(holders[1].who)).toBe(40); // tied 2nd of 5
    expect(await top(holders[2].who)).toBe(40);
    expect(await top(holders[3].who)).toBe(80);
    expect(await top(fifth)).toBe(100);
    // current after every rating change
    await answer(fifth, id, 95);
    expect(await top(fifth)).toBe(20);
    expect(await top(holders[0].who)).toBe(40);
    expect((await mySkills(fifth))[0].population).toBe(5);
  });

  it("counts only settled ratings, and ranks no rating still calibrating", async () => {
    const settled: { who: Account; id: number }[] = [];
    for (const rating of [80, 60, 50, 30, 20]) {
      const who = await signUp();
      const { id } = await added(who, "Haskell");
      await answer(who, id, rating);
      settled.push({ who, id });
    }
    const newcomer = await signUp();
    const { id } = await added(newcomer, "haskell");
    await answer(newcomer, id, 99, 1, 20); // one answer: still calibrating
    expect((await mySkills(newcomer))[0]).toMatchObject({ calibrating: true, rating_margin: null, percentile: null, population: 5 });
    expect((await mySkills(settled[0].who))[0]).toMatchObject({ calibrating: false, rating_margin: 8, percentile: 20, population: 5 });
  });

  it("a skill held alone has no percentile", async () => {
    const me = await signUp();
    const { id } = await added(me, "Some Rare Framework");
    await answer(me, id, 60);
    expect((await mySkills(me))[0]).toMatchObject({ population: 1, percentile: null, calibrating: false });
  });
});

describe("GET /api/user/profile", () => {
  it("carries the user's skills, highest rating first", async () => {
    const me = await signUp();
    const a = await added(me, "Python");
    const b = await added(me, "Docker");
    await answer(me, b.id, 30);
    await answer(me, a.id, 60);
    const { user } = await (await call(profileRoute, { method: "GET", headers: bearer(me.token) })).json();
    expect(user.skills.map((s: { name: string }) => s.name)).toEqual(["Python", "Docker"]);
  });
});

describe("GET /api/skill-suggestions/{text}/{count}", () => {
  const names = async (text: string, count?: string) => {
    const res = await suggest(text, count);
    expect(res.status).toBe(200);
    return (await res.json()).suggestions as string[];
  };

  it("ranks an exact alias first, then prefixes, case-insensitively", async () => {
    expect((await names("k8s"))[0]).toBe("Kubernetes");
    expect((await names("JS"))[0]).toBe("JavaScript");
    expect((await names("POSTGRES"))[0]).toBe("PostgreSQL");
    const java = await names("jav");
    expect(java.slice(0, 2)).toEqual(expect.arrayContaining(["Java", "JavaScript"]));
    expect(java.length).toBeLessThanOrEqual(5);
  });

  it("accepts any text safely and caps the count", async () => {
    expect(await names(encodeURIComponent("日本語 ✓ 100%"))).toEqual([]);
    expect(await names("x".repeat(500))).toEqual([]);
    expect(await names("%E0%A4%A")).toEqual([]);
    expect((await names("a", "1000")).length).toBe(20);
    expect(await names("react", "0")).toEqual([]);
    expect((await suggest("react", "five")).status).toBe(400);
  });
});
