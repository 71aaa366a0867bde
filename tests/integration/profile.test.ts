import { eq } from "drizzle-orm";
import { POST as addAchievement } from "@/app/api/user/add-achievement/route";
import { POST as addEdu } from "@/app/api/user/add-edu/route";
import { POST as addExp } from "@/app/api/user/add-exp/route";
import { POST as addProject } from "@/app/api/user/add-project/route";
import { POST as deleteAchievement } from "@/app/api/user/delete-achievement/[index]/route";
import { POST as deleteEdu } from "@/app/api/user/delete-edu/[id]/route";
import { POST as deleteExp } from "@/app/api/user/delete-exp/[id]/route";
import { POST as deleteProject } from "@/app/api/user/delete-project/[index]/route";
import { POST as editAchievement } from "@/app/api/user/edit-achievement/[index]/route";
import { POST as editEdu } from "@/app/api/user/edit-edu/[id]/route";
import { POST as editExp } from "@/app/api/user/edit-exp/[id]/route";
import { POST as editProfile } from "@/app/api/user/edit-profile/route";
import { POST as editProject } from "@/app/api/user/edit-project/[index]/route";
import { POST as postFeedback } from "@/app/api/user/feedback/route";
import { GET as getProfile } from "@/app/api/user/profile/route";
import { getDb } from "@/lib/db/client";
import { feedback, profileEntry, user } from "@/lib/db/schema";
import { bearer, signUp } from "../helpers/accounts";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

withTestDb();

type Handler = Parameters<typeof call>[0];
const me = async (token: string) => (await (await call(getProfile, { method: "GET", headers: bearer(token) })).json()).user;

const experience = (title: string) => ({
  title,
  employment_type: "Full-time",
  company_name: "Acme",
  location: "Berlin",
  location_type: "Remote",
  start_date: { month: "January", year: 2020 },
  end_date: { month: "", year: "" },
  description: "Built and ran the billing service.",
});
const education = (school: string) => ({ school, degree: "BSc", field: "Computer Science", grade: "First", location: "", location_type: "In-Person", start_date: { month: "", year: 2010 }, end_date: { month: "", year: 2014 }, description: "" });
const project = (title: string) => ({ title, highlight: "Used by 10k people", link: "https://example.com", finished_date: { month: "May", year: 2023 }, description: "A search engine." });
const achievement = (title: string) => ({ title, highlight: "First place", link: "", date: { month: "", year: 2021 }, description: "" });

// One row per list: its kind, its routes, its reply key, an entry maker, an invalid change and the
// spec's message for it, the label its messages use, and the message of a full list.
const lists = [
  { name: "experience", kind: "exp", key: "experience", label: "Experience", param: "id", add: addExp, edit: editExp, del: deleteExp, make: experience, bad: { company_name: "" }, field: "company_name", message: "Please enter company name", full: "Experience can hold at most 50 entries. Delete one to add another." },
  { name: "education", kind: "edu", key: "education", label: "Education", param: "id", add: addEdu, edit: editEdu, del: deleteEdu, make: education, bad: { school: "" }, field: "school", message: "Please enter school name", full: "Education can hold at most 50 entries. Delete one to add another." },
  { name: "projects", kind: "project", key: "projects", label: "Project", param: "index", add: addProject, edit: editProject, del: deleteProject, make: project, bad: { highlight: "" }, field: "highlight", message: "Please add highlight", full: "Projects can hold at most 50 entries. Delete one to add another." },
  { name: "achievements", kind: "achievement", key: "achievements", label: "Achievement", param: "index", add: addAchievement, edit: editAchievement, del: deleteAchievement, make: achievement, bad: { title: "x".repeat(51) }, field: "title", message: "Title must not be more than 50 characters", full: "Achievements can hold at most 50 entries. Delete one to add another." },
] as const;

/** Fill one list of the account straight in the database (quicker than 50 requests). */
async function seed(email: string, kind: string, entries: unknown[]) {
  const db = await getDb();
  const [{ userId }] = await db.select({ userId: user.id }).from(user).where(eq(user.email, email));
  await db.insert(profileEntry).values(entries.map((data, position) => ({ userId, kind, position, data })));
}

const titleOf = (entry: Record<string, unknown>) => (entry.title ?? entry.school) as string;

describe.each(lists)("$name", ({ kind, key, label, param, add, edit, del, make, bad, field, message, full }) => {
  const post = (handler: Handler, token: string | undefined, body?: unknown, index?: string) =>
    call(handler, { body, headers: token ? bearer(token) : {}, params: index === undefined ? {} : { [param]: index } });

  it("adds, edits and deletes by index, keeping the user's order", async () => {
    const { token } = await signUp();
    for (const t of ["First", "Second", "Third"]) {
      const res = await post(add, token, make(t));
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe(`${label} added`);
    }
    const edited = await post(edit, token, make("Second, edited"), "1");
    expect(edited.status).toBe(200);
    const editedBody = await edited.json();
    expect(editedBody.message).toBe(`${label} updated`);
    expect(editedBody[key].map(titleOf)).toEqual(["First", "Second, edited", "Third"]);

    const deleted = await post(del, token, undefined, "0");
    expect(deleted.status).toBe(200);
    const deletedBody = await deleted.json();
    expect(deletedBody.message).toBe(`${label} deleted`);
    expect(deletedBody[key].map(titleOf)).toEqual(["Second, edited", "Third"]);
    // entries come back as objects, as stored
    const mine = await me(token);
    expect(mine.profile[key].map(titleOf)).toEqual(["Second, edited", "Third"]);
    expect(typeof mine.profile[key][0]).toBe("object");
  });

  it("refuses an invalid entry with the spec's message and stores nothing", async () => {
    const { token } = await signUp();
    const res = await post(add, token, { ...make("Bad"), ...bad });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("validation_error");
    expect(body.issues[field]).toEqual([message]);
    expect((await me(token)).profile[key]).toEqual([]);
  });

  it("answers 404 for an index out of range or not a number, and leaves the list alone", async () => {
    const { token } = await signUp();
    await post(add, token, make("Only"));
    for (const index of ["1", "-1", "abc", "1.5", "99999999"]) {
      expect((await post(edit, token, make("Changed"), index)).status).toBe(404);
      expect((await post(del, token, undefined, index)).status).toBe(404);
    }
    expect((await me(token)).profile[key].map(titleOf)).toEqual(["Only"]);
  });

  it("needs a session (401) and only ever touches the caller's own list", async () => {
    expect((await post(add, undefined, make("Anon"))).status).toBe(401);
    expect((await post(del, undefined, undefined, "0")).status).toBe(401);
    const owner = await signUp();
    const other = await signUp();
    await post(add, owner.token, make("Owner's"));
    // index 0 names the caller's own entry: the other user has none
    expect((await post(edit, other.token, make("Hijacked"), "0")).status).toBe(404);
    expect((await post(del, other.token, undefined, "0")).status).toBe(404);
    expect((await me(owner.token)).profile[key].map(titleOf)).toEqual(["Owner's"]);
  });

  it("keeps every entry when adds race, and two deletes of index 0 remove the first two", async () => {
    const { token } = await signUp();
    const titles = Array.from({ length: 8 }, (_, i) => `Entry ${i}`);
    const replies = await Promise.all(titles.map((t) => post(add, token, make(t))));
    expect(replies.map((r) => r.status)).toEqual(titles.map(() => 200));
    const listed: string[] = (await me(token)).profile[key].map(titleOf);
    expect([...listed].sort()).toEqual([...titles].sort());
    await Promise.all([post(del, token, undefined, "0"), post(del, token, undefined, "0")]);
    expect((await me(token)).profile[key].map(titleOf)).toEqual(listed.slice(2));
  });

  it("holds at most 50 entries: racing adds stop at 50, the 51st gets the cap's message", async () => {
    const { email, token } = await signUp();
    const seeded = Array.from({ length: 48 }, (_, i) => `Entry ${i}`);
    await seed(email, kind, seeded.map((t) => make(t)));
    // four adds race for the last two places: the count is taken under the user's lock
    const replies = await Promise.all(["A", "B", "C", "D"].map((t) => post(add, token, make(t))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    for (const refused of replies.filter((r) => r.status === 400)) expect((await refused.json()).error).toBe(full);
    expect((await me(token)).profile[key]).toHaveLength(50);

    const res = await post(add, token, make("51st"));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(full);
    const listed: string[] = (await me(token)).profile[key].map(titleOf);
    expect(listed).toHaveLength(50);
    expect(listed.slice(0, 48)).toEqual(seeded);
    expect(listed).not.toContain("51st");

    // editing a full list still works, and deleting one makes room for one
    expect((await post(edit, token, make("Edited"), "49")).status).toBe(200);
    expect((await post(del, token, undefined, "0")).status).toBe(200);
    expect((await post(add, token, make("Room again"))).status).toBe(200);
    expect((await post(add, token, make("Full again"))).status).toBe(400);
    expect((await me(token)).profile[key].map(titleOf).slice(-2)).toEqual(["Edited", "Room again"]);
  });
});

describe("GET /api/user/profile", () => {
  it("returns the account and an empty profile before the wizard", async () => {
    const account = await signUp({ name: "Grace" });
    expect(await me(account.token)).toEqual({
      id: account.id,
      name: "Grace",
      email: account.email,
      verified: true,
      profile: { title: "", location: "", description: "", picture: null, resume: null, experience: [], education: [], projects: [], achievements: [] },
      skills: [],
    });
  });

  it("needs a session", async () => {
    expect((await call(getProfile, { method: "GET" })).status).toBe(401);
  });
});

describe("POST /api/user/edit-profile", () => {
  const values = { name: "Ada Lovelace", title: "Software engineer", location: "London", description: "I write programs for analytical engines." };

  it("saves the header and the name, trimmed, and saves again over it", async () => {
    const { token } = await signUp({ name: "Ada" });
    const res = await call(editProfile, { body: { ...values, name: "  Ada Lovelace " }, headers: bearer(token) });
    expect(res.status).toBe(200);
    expect((await res.json()).user.name).toBe("Ada Lovelace");
    await call(editProfile, { body: { ...values, title: "Principal engineer" }, headers: bearer(token) });
    expect(await me(token)).toMatchObject({ name: "Ada Lovelace", profile: { title: "Principal engineer", location: "London", description: values.description } });
  });

  it.each([
    ["name", "Name must include at least 2 characters", { name: "A" }],
    ["title", "Title must include at least 6 characters", { title: "Dev" }],
    ["description", "Description must not be more than 200 characters", { description: "x".repeat(201) }],
  ])("refuses a bad %s: %s", async (fieldName, text, change) => {
    const { token } = await signUp();
    const res = await call(editProfile, { body: { ...values, ...change }, headers: bearer(token) });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[fieldName]).toEqual([text]);
    expect((await me(token)).profile.title).toBe("");
  });

  it("needs a session", async () => {
    expect((await call(editProfile, { body: values })).status).toBe(401);
  });
});

describe("POST /api/user/feedback", () => {
  it("stores the feedback under the account's own address, whatever the payload says", async () => {
    const account = await signUp();
    const res = await call(postFeedback, { body: { email: "someone.else@example.com", experience: "Smooth sign-up.", improvements: "More languages." }, headers: bearer(account.token) });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBeTruthy();
    const db = await getDb();
    const rows = await db.select().from(feedback).where(eq(feedback.email, account.email)); // (account.id is the public id)
    expect(rows).toMatchObject([{ email: account.email, experience: "Smooth sign-up.", improvements: "More languages." }]);
  });

  it.each([
    ["experience", "Description must not be more than 1000 characters", { experience: "x".repeat(1001), improvements: "" }],
    ["improvements", "Description must not be more than 1000 characters", { experience: "ok", improvements: "x".repeat(1001) }],
    ["experience", "Please tell us about your experience or what we could improve", { experience: "", improvements: "  " }],
  ])("refuses a bad %s: %s", async (fieldName, text, body) => {
    const { token } = await signUp();
    const res = await call(postFeedback, { body, headers: bearer(token) });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[fieldName]).toEqual([text]);
  });

  it("needs a session, and limits how often one account posts", async () => {
    expect((await call(postFeedback, { body: { experience: "Hi" } })).status).toBe(401);
    const { token } = await signUp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(postFeedback, { body: { experience: `Note ${i}` }, headers: bearer(token) })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
