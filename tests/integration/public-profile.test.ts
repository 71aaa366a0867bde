import { GET as publicProfile } from "@/app/api/profile/[id]/route";
import { POST as editProfile } from "@/app/api/user/edit-profile/route";
import { POST as newSkill } from "@/app/api/user/new-skill/route";
import { POST as publicEmail } from "@/app/api/user/public-email/route";
import { POST as visibility } from "@/app/api/user/skill-visibility/[skillId]/route";
import { getDb } from "@/lib/db/client";
import { recordQuizResult } from "@/lib/skills/skills";
import { bearer, signUp } from "../helpers/accounts";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

withTestDb();

const get = (id: string | number) => call(publicProfile, { method: "GET", params: { id: String(id) } });

async function complete() {
  const me = await signUp({ name: "Pia Public" });
  expect((await call(editProfile, { body: { name: "Pia Public", title: "Platform engineer", location: "Oslo", description: "I keep clusters boring." }, headers: bearer(me.token) })).status).toBe(200);
  return me;
}

async function activeVisibleSkill(me: Awaited<ReturnType<typeof signUp>>, name: string, rating: number) {
  const { skill } = await (await call(newSkill, { body: { name }, headers: bearer(me.token) })).json();
  const db = await getDb();
  for (let i = 0; i < 10; i++) await db.transaction((tx) => recordQuizResult(tx, { userId: me.userId, skillId: skill.id, rate: () => ({ rating, estimate: { mean: rating, sd: 5 } }), answered: true }));
  expect((await call(visibility, { params: { skillId: String(skill.id) }, headers: bearer(me.token) })).status).toBe(200);
  return skill.id as number;
}

describe("GET /api/profile/{id}", () => {
  it("returns an allow-list of public fields, cacheable by a CDN", async () => {
    const me = await complete();
    await activeVisibleSkill(me, "Go", 64);
    await call(newSkill, { body: { name: "Rust" }, headers: bearer(me.token) }); // not Active: never shown
    const res = await get(me.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
    const { user } = await res.json();
    expect(Object.keys(user).sort()).toEqual(["id", "name", "profile", "skills"]);
    expect(Object.keys(user.profile).sort()).toEqual(["achievements", "description", "education", "experience", "location", "picture", "projects", "resume", "title"]);
    expect(user).toMatchObject({ id: me.id, name: "Pia Public", profile: { title: "Platform engineer", location: "Oslo" } });
    expect(user.skills.map((s: { name: string }) => s.name)).toEqual(["Go"]);
    expect(user.skills[0]).toMatchObject({ rating: 64, rating_margin: 8, answers: 10, calibrating: false, history: [] });
    const text = JSON.stringify(user);
    for (const secret of [me.email, "password", "token", "progress", "target", "hash"]) expect(text).not.toContain(secret);
  });

  it("shows the email only when the owner chose to", async () => {
    const me = await complete();
    expect((await (await get(me.id)).json()).user.email).toBeUndefined();
    const res = await call(publicEmail, { body: { show: true }, headers: bearer(me.token) });
    expect(res.status).toBe(200);
    expect((await (await get(me.id)).json()).user.email).toBe(me.email);
    await call(publicEmail, { body: { show: false }, headers: bearer(me.token) });
    expect((await (await get(me.id)).json()).user.email).toBeUndefined();
    expect((await call(publicEmail, { body: { show: "yes" }, headers: bearer(me.token) })).status).toBe(400);
    expect((await call(publicEmail, { body: { show: true } })).status).toBe(401);
  });

  it("answers 404 for an unfinished profile, an unknown id or a malformed one", async () => {
    const unfinished = await signUp();
    for (const id of [unfinished.id, 999999, "abc", "-3", "1e3", "%00"]) {
      const res = await get(id);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe("Profile not found");
    }
  });
});
