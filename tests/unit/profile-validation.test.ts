import {
  achievementSchema,
  editProfileSchema,
  educationSchema,
  experienceSchema,
  feedbackSchema,
  projectSchema,
  yearOptions,
} from "@/lib/validations/profile";
import type { z } from "zod";

/** The first message for each field, as a form shows them. */
function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const experience = {
  title: "Backend developer",
  employment_type: "Full-time",
  company_name: "Acme",
  location: "Berlin",
  location_type: "Hybrid",
  start_date: { month: "March", year: 2020 },
  end_date: { month: "June", year: 2022 },
  description: "Built the billing service.",
};

describe("experience (SPEC section 5)", () => {
  it("accepts a complete entry and keeps months as names", () => {
    expect(experienceSchema.parse({ ...experience, start_date: { month: 3, year: "2020" }, end_date: { month: "jun", year: "2022" } })).toMatchObject({
      start_date: { month: "March", year: 2020 },
      end_date: { month: "June", year: 2022 },
    });
  });

  it("shows every message of an empty form at once", () => {
    expect(messages(experienceSchema, { currently_working: false })).toEqual({
      title: "Title cannot be empty",
      employment_type: "Please select employment type",
      company_name: "Please enter company name",
      start_date: "Please select start date",
      end_date: "Please select end date",
      description: "Description must include at least 10 characters",
    });
  });

  it.each([
    ["title", "Title cannot be empty", { title: "   " }],
    ["employment_type", "Please select employment type", { employment_type: "Gig" }],
    ["company_name", "Please enter company name", { company_name: "" }],
    ["start_date", "Please select start date", { start_date: { month: "", year: 2020 } }],
    ["start_date", "Please select start date", { start_date: { month: "Smarch", year: 2020 } }],
    ["end_date", "Please select end date", { end_date: { month: "May", year: "" } }],
    ["end_date", "End date must be after start date", { end_date: { month: "February", year: 2020 } }],
    ["end_date", "End date must be after start date", { end_date: { month: "May", year: 2019 } }],
    ["description", "Description must include at least 10 characters", { description: "  too short  " }],
    ["description", "Description must not be more than 1000 characters", { description: "x".repeat(1001) }],
  ])("%s: %s", (field, message, change) => {
    expect(messages(experienceSchema, { ...experience, ...change })[field]).toBe(message);
  });

  it("'currently working' needs no end date and clears one that was sent", () => {
    expect(experienceSchema.parse({ ...experience, currently_working: true }).end_date).toBeNull();
    expect(experienceSchema.parse({ ...experience, end_date: null }).end_date).toBeNull();
    expect(experienceSchema.parse({ ...experience, currently_working: true })).not.toHaveProperty("currently_working");
  });

  it("the same month is not before itself", () => {
    expect(experienceSchema.safeParse({ ...experience, end_date: { month: "March", year: 2020 } }).success).toBe(true);
  });
});

const education = { school: "MIT", degree: "BSc", field: "Computer Science", start_date: { year: 2010 }, end_date: { year: 2014 } };

describe("education (SPEC section 5)", () => {
  it("needs years only; grade, location and description are optional", () => {
    expect(educationSchema.parse(education)).toMatchObject({ grade: "", location: "", description: "", start_date: { month: null, year: 2010 } });
  });

  it.each([
    ["school", "Please enter school name", { school: "" }],
    ["degree", "Please enter degree type", { degree: undefined }],
    ["field", "Please enter field of study", { field: " " }],
    ["start_date", "Please select start date", { start_date: {} }],
    ["end_date", "Please select end date", { end_date: null }],
    ["end_date", "End date must be after start date", { end_date: { year: 2009 } }],
    ["description", "Description must not be more than 200 characters", { description: "x".repeat(201) }],
  ])("%s: %s", (field, message, change) => {
    expect(messages(educationSchema, { ...education, ...change })[field]).toBe(message);
  });
});

describe.each([
  ["project", projectSchema, "finished_date"],
  ["achievement", achievementSchema, "date"],
] as const)("%s (SPEC section 5)", (_name, schema, dateKey) => {
  const entry = { title: "Search engine", highlight: "Indexes 1M pages", link: "https://example.com/demo", description: "", [dateKey]: { month: "May", year: 2023 } };

  it("accepts an entry, with or without a link", () => {
    expect(schema.safeParse(entry).success).toBe(true);
    expect(schema.parse({ ...entry, link: "" })).toMatchObject({ link: "" });
  });

  it.each([
    ["title", "Please enter title", { title: "" }],
    ["title", "Title must not be more than 50 characters", { title: "x".repeat(51) }],
    ["highlight", "Please add highlight", { highlight: "" }],
    ["highlight", "Highlight must not be more than 100 characters", { highlight: "x".repeat(101) }],
    [dateKey, "Please select date", { [dateKey]: { month: "May" } }],
    ["description", "Description must not be more than 500 characters", { description: "x".repeat(501) }],
    ["link", "Link must be a web address starting with http:// or https://", { link: "javascript:alert(1)" }],
    ["link", "Link must be a web address starting with http:// or https://", { link: "data:text/html,<script>alert(1)</script>" }],
    ["link", "Link must be a web address starting with http:// or https://", { link: "not a url" }],
  ])("%s: %s", (field, message, change) => {
    expect(messages(schema, { ...entry, ...change })[field]).toBe(message);
  });
});

describe("profile wizard (SPEC section 5)", () => {
  const profile = { name: "Ada Lovelace", title: "Software engineer", location: "London", description: "I write programs for engines." };

  it("trims what it keeps", () => {
    expect(editProfileSchema.parse({ ...profile, name: "  Ada  " }).name).toBe("Ada");
  });

  it.each([
    ["name", "Name must include at least 2 characters", { name: " A " }],
    ["name", "Name must be less than 20 characters", { name: "x".repeat(21) }],
    ["location", "Location must include at least 2 characters", { location: "X" }],
    ["title", "Title must include at least 6 characters", { title: "Dev" }],
    ["title", "Title must be less than 50 characters", { title: "x".repeat(51) }],
    ["description", "Description must include at least 10 characters", { description: "too short" }],
    ["description", "Description must not be more than 200 characters", { description: "x".repeat(201) }],
  ])("%s: %s", (field, message, change) => {
    expect(messages(editProfileSchema, { ...profile, ...change })[field]).toBe(message);
  });
});

describe("feedback (SPEC section 5)", () => {
  it.each([
    ["experience", "Description must not be more than 1000 characters", { experience: "x".repeat(1001) }],
    ["improvements", "Description must not be more than 1000 characters", { experience: "Good", improvements: "x".repeat(1001) }],
    ["experience", "Please tell us about your experience or what we could improve", { experience: " ", improvements: "" }],
  ])("%s: %s", (field, message, input) => {
    expect(messages(feedbackSchema, input)[field]).toBe(message);
  });

  it("accepts 1000 characters per field", () => {
    expect(feedbackSchema.safeParse({ experience: "x".repeat(1000), improvements: "y".repeat(1000) }).success).toBe(true);
  });
});

describe("year lists (SPEC section 9)", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("go 50 years back for experience, 100 for the others, and education ends from ten years ahead", () => {
    expect(yearOptions("experience", now)).toHaveLength(51);
    expect(yearOptions("experience", now).at(-1)).toBe(1976);
    expect(yearOptions("other", now).at(-1)).toBe(1926);
    expect(yearOptions("education-end", now)[0]).toBe(2036);
    expect(yearOptions("education-end", now).at(-1)).toBe(1926);
  });
});
