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

  it("refuses what is not a JSON object, and needs a session", async () => {
    const { token } = await signUp();
    expect((await call(importResume, { headers: bearer(token), raw: "[1,2]", body: undefined })).status).toBe(400);
    expect((await call(importResume, { body: {} })).status).toBe(401);
  });
});
