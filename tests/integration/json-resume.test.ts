import { validate } from "@jsonresume/schema";
import { POST as addAchievement } from "@/app/api/user/add-achievement/route";
import { POST as addEdu } from "@/app/api/user/add-edu/route";
import { POST as addExp } from "@/app/api/user/add-exp/route";
import { POST as addProject } from "@/app/api/user/add-project/route";
import { POST as editProfile } from "@/app/api/user/edit-profile/route";
import { GET as exportResume } from "@/app/api/user/export/route";
import { POST as importResume } from "@/app/api/user/import/route";
import { GET as getProfile } from "@/app/api/user/profile/route";
import { bearer, signUp } from "../helpers/accounts";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

withTestDb();

const me = async (token: string) => (await (await call(getProfile, { method: "GET", headers: bearer(token) })).json()).user;
const schemaErrors = (doc: unknown) => validate(doc, (errors: unknown) => errors) as unknown;

async function completeProfile() {
  const account = await signUp({ name: "Ada" });
  const h = bearer(account.token);
  await call(editProfile, { headers: h, body: { name: "Ada Lovelace", title: "Software engineer", location: "London", description: "I write programs for analytical engines." } });
  await call(addExp, { headers: h, body: { title: "Engineer", employment_type: "Contract", company_name: "Engines Ltd", location: "London", location_type: "On-site", start_date: { month: "March", year: 2019 }, end_date: { month: "July", year: 2021 }, description: "Wrote the first program." } });
  await call(addExp, { headers: h, body: { title: "Lead", employment_type: "Full-time", company_name: "Notes Inc", location: "", location_type: "Remote", start_date: { month: "August", year: 2021 }, currently_working: true, description: "Leads the notes team." } });
  await call(addEdu, { headers: h, body: { school: "University of London", degree: "BSc", field: "Mathematics", grade: "First", location: "London", location_type: "In-Person", start_date: { year: 2012 }, end_date: { year: 2015 }, description: "" } });
  await call(addProject, { headers: h, body: { title: "Bernoulli numbers", highlight: "The first published algorithm", link: "https://example.com/note-g", finished_date: { month: "September", year: 2018 }, description: "Note G." } });
  await call(addAchievement, { headers: h, body: { title: "Countess", highlight: "Of Lovelace", link: "", date: { month: "", year: 2016 }, description: "" } });
  return account;
}

describe("GET /api/user/export", () => {
  it("downloads a JSON Resume document that the schema's own validator accepts", async () => {
    const account = await completeProfile();
    const res = await call(exportResume, { method: "GET", headers: bearer(account.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="resume.json"');
    const doc = await res.json();
    expect(schemaErrors(doc)).toBeNull();
    expect(schemaErrors({ ...doc, work: [{ startDate: "March 2019" }] })).not.toBeNull(); // the check can fail
    expect(doc.basics).toMatchObject({ name: "Ada Lovelace", label: "Software engineer", email: account.email, location: { city: "London" } });
    expect(doc.basics.url).toMatch(new RegExp(`/share-profile/${account.id}$`));
    expect(doc.work[0]).toMatchObject({ name: "Engines Ltd", position: "Engineer", startDate: "2019-03", endDate: "2021-07" });
    expect(doc.work[1]).not.toHaveProperty("endDate"); // still working there
    expect(doc.education[0]).toMatchObject({ institution: "University of London", studyType: "BSc", area: "Mathematics", startDate: "2012", endDate: "2015" });
    expect(doc.projects[0]).toMatchObject({ name: "Bernoulli numbers", url: "https://example.com/note-g", endDate: "2018-09" });
    expect(doc.awards[0]).toMatchObject({ title: "Countess", date: "2016" });
  });

  it("needs a session", async () => {
    expect((await call(exportResume, { method: "GET" })).status).toBe(401);
  });
});

describe("POST /api/user/import", () => {
  it("previews without saving, then fills a second account's lists exactly as exported", async () => {
    const first = await completeProfile();
    const doc = await (await call(exportResume, { method: "GET", headers: bearer(first.token) })).json();
    const second = await signUp();

    const preview = await call(importResume, { path: "/api/user/import?preview=1", headers: bearer(second.token), body: doc });
    expect(preview.status).toBe(200);
    const plan = await preview.json();
    expect(plan.add.map((a: { label: string }) => a.label)).toEqual(["Engineer at Engines Ltd", "Lead at Notes Inc", "University of London", "Bernoulli numbers", "Countess"]);
    expect(plan.rejected).toEqual([]);
    expect((await me(second.token)).profile.experience).toEqual([]);

    const res = await call(importResume, { headers: bearer(second.token), body: doc });
    expect((await res.json()).message).toBe("5 entries added");
    const [a, b] = [(await me(first.token)).profile, (await me(second.token)).profile];
    for (const list of ["experience", "education", "projects", "achievements"]) expect(b[list]).toEqual(a[list]);
  });

  it("lists the entries that break a rule, with the reasons, and adds the rest", async () => {
    const { token } = await signUp();
    const doc = {
      basics: { name: "Someone" },
      work: [
        { name: "Acme", position: "Developer", startDate: "2020-01-15", summary: "Built the shop." },
        { name: "Nowhere", startDate: "2020-01", summary: "short" },
      ],
      awards: [{ title: "Hackathon winner", summary: "First place" }],
      projects: [{ name: "Site", highlights: ["Fast"], url: "javascript:alert(1)", endDate: "2021" }],
    };
    const body = await (await call(importResume, { headers: bearer(token), body: doc })).json();
    expect(body.add).toHaveLength(1);
    expect(body.rejected).toEqual([
      { section: "work", index: 1, label: "Nowhere", reasons: ["Title cannot be empty", "Description must include at least 10 characters"] },
      { section: "projects", index: 0, label: "Site", reasons: ["Link must be a web address starting with http:// or https://"] },
      { section: "awards", index: 0, label: "Hackathon winner", reasons: ["Please select date"] },
    ]);
    expect((await me(token)).profile.experience).toMatchObject([{ title: "Developer", company_name: "Acme", start_date: { month: "January", year: 2020 }, end_date: null }]);
  });

  // The longest entries every rule allows, in a script of 3 bytes a character: the most a
  // legitimate import of 50 entries per list can weigh.
  const pad = (start: string, length: number) => `${start} `.padEnd(length, "語");
  const link = `https://example.com/${"a".repeat(2048 - 20)}`;
  const work = (i: number) => ({ name: pad(`Co ${i}`, 100), position: pad(`Role ${i}`, 100), location: pad("In", 100), startDate: "2019-03", endDate: "2021-07", summary: pad("Did", 1000), employmentType: "Self-employed", locationType: "On-site" });
  const school = (i: number) => ({ institution: pad(`School ${i}`, 100), studyType: pad("BSc", 100), area: pad("Maths", 100), score: pad("A", 50), startDate: "2012", endDate: "2015", location: pad("In", 100), locationType: "In-Person", description: pad("Did", 200) });
  const project = (i: number) => ({ name: pad(`Project ${i}`, 50), highlights: [pad("Fast", 100)], url: link, endDate: "2018-09", description: pad("Did", 500) });
  const award = (i: number) => ({ title: pad(`Award ${i}`, 50), summary: pad("Won", 100), date: "2016", url: link, description: pad("Did", 500) });
  const many = <T,>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

  it("imports 50 entries into each empty list, the longest the rules allow, in the file's order", async () => {
    const { token } = await signUp();
    const doc = { basics: { name: "Someone" }, work: many(50, work), education: many(50, school), projects: many(50, project), awards: many(50, award) };
    expect(JSON.stringify(doc, null, 2).length).toBeGreaterThan(300_000); // (720 KB in UTF-8)

    const preview = await (await call(importResume, { path: "/api/user/import?preview=1", headers: bearer(token), body: doc })).json();
    expect(preview).toMatchObject({ message: "200 entries to add", overflow: [], rejected: [] });
    const res = await call(importResume, { headers: bearer(token), body: doc });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("200 entries added");
    const { profile } = await me(token);
    expect(profile.experience.map((e: { title: string }) => e.title)).toEqual(doc.work.map((w) => w.position));
    expect(profile.education.map((e: { school: string }) => e.school)).toEqual(doc.education.map((e) => e.institution));
    expect(profile.projects.map((e: { title: string }) => e.title)).toEqual(doc.projects.map((p) => p.name));
    expect(profile.achievements.map((e: { title: string }) => e.title)).toEqual(doc.awards.map((a) => a.title));
    expect(profile.experience[49]).toMatchObject({ company_name: doc.work[49].name, description: doc.work[49].summary });

    // every list is full now: one more entry, added or imported, is refused
    const add = await call(addExp, { headers: bearer(token), body: { title: "More", employment_type: "Contract", company_name: "Acme", start_date: { month: "May", year: 2022 }, description: "One too many." } });
    expect(add.status).toBe(400);
    expect((await add.json()).error).toBe("Experience can hold at most 50 entries. Delete one to add another.");
    const again = await call(importResume, { headers: bearer(token), body: { awards: [award(50)] } });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe("Achievements can hold at most 50 entries: you have 50 and this file adds 1.");
    expect((await me(token)).profile.achievements).toHaveLength(50);
  });

  it("refuses whole an import that would take a list past 50, and its preview says so first", async () => {
    const { token } = await signUp();
    expect((await call(importResume, { headers: bearer(token), body: { work: many(2, work), projects: many(45, project) } })).status).toBe(200);
    const before = (await me(token)).profile;
    const doc = { work: many(3, (i) => work(i + 10)), projects: many(8, (i) => project(i + 50)), awards: many(1, award) };
    const message = "Projects can hold at most 50 entries: you have 45 and this file adds 8.";

    const preview = await call(importResume, { path: "/api/user/import?preview=1", headers: bearer(token), body: doc });
    expect(preview.status).toBe(200);
    const plan = await preview.json();
    expect(plan.overflow).toEqual([message]);
    expect(plan.message).toBe(message);
    expect(plan.add).toHaveLength(12);

    const res = await call(importResume, { headers: bearer(token), body: doc });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect((await me(token)).profile).toEqual(before); // not even the work and the award

    const both = await call(importResume, { headers: bearer(token), body: { ...doc, work: many(49, work) } });
    expect((await both.json()).error).toBe(`Experience can hold at most 50 entries: you have 2 and this file adds 49. ${message}`);
    // up to exactly 50 is fine
    expect((await call(importResume, { headers: bearer(token), body: { ...doc, projects: many(5, project) } })).status).toBe(200);
    expect((await me(token)).profile.projects).toHaveLength(50);
  });

  it("refuses a section of more than 50 items before reading any of them, preview or not", async () => {
    const { token } = await signUp();
    for (const path of ["/api/user/import?preview=1", "/api/user/import"]) {
      const res = await call(importResume, { path, headers: bearer(token), body: { work: many(51, work) } });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("Experience can hold at most 50 entries: this file adds 51.");
      expect(body.issues).toEqual({ work: ["Experience can hold at most 50 entries: this file adds 51."] });
    }
    const huge = await call(importResume, { headers: bearer(token), body: { awards: Array(300_000).fill(0) } });
    expect(huge.status).toBe(400);
    expect((await huge.json()).error).toBe("Achievements can hold at most 50 entries: this file adds 300000.");
    expect((await me(token)).profile.experience).toEqual([]);
  });

  it("fills only the caller's own lists: another account's stay as they were", async () => {
    const mine = await completeProfile();
    const before = (await me(mine.token)).profile;
    const other = await signUp();
    const doc = await (await call(exportResume, { method: "GET", headers: bearer(mine.token) })).json();
    expect((await call(importResume, { headers: bearer(other.token), body: doc })).status).toBe(200);
    expect((await me(mine.token)).profile).toEqual(before);
    expect((await me(other.token)).profile.experience).toEqual(before.experience);
  });

  it("limits each account to 20 imports in 10 minutes, previews included", async () => {
    const { token } = await signUp();
    for (let i = 0; i < 20; i++) expect((await call(importResume, { path: "/api/user/import?preview=1", headers: bearer(token), body: {} })).status).toBe(200);
    const refused = await call(importResume, { headers: bearer(token), body: {} });
    expect([refused.status, (await refused.json()).error]).toEqual([429, "Too many imports at once. Please try again in a few minutes."]);
    expect((await call(importResume, { headers: bearer((await signUp()).token), body: {} })).status).toBe(200); // per account
  });

  it("refuses what is not a JSON object, and needs a session", async () => {
    const { token } = await signUp();
    expect((await call(importResume, { headers: bearer(token), raw: "[1,2]", body: undefined })).status).toBe(400);
    expect((await call(importResume, { body: {} })).status).toBe(401);
  });
});
