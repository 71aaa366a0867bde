import { z } from "zod";
import type { EntryKind } from "@/lib/profile/lists";

// SPEC section 5: the career profile's forms and handlers share these schemas, and the
// messages are the spec's, verbatim. Payload keys follow SPEC section 3 (snake_case).

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
export type Month = (typeof MONTHS)[number];

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Internship", "Self-employed", "Freelance", "Contract"] as const;
export const EXPERIENCE_LOCATION_TYPES = ["On-site", "Remote", "Hybrid"] as const;
export const EDUCATION_LOCATION_TYPES = ["In-Person", "Online", "Hybrid"] as const;

/** SPEC section 9: the years a picker offers, newest first. */
export function yearOptions(list: "experience" | "other" | "education-end", now = new Date()) {
  const year = now.getFullYear();
  const [newest, count] = list === "experience" ? [year, 51] : list === "education-end" ? [year + 10, 111] : [year, 101];
  return Array.from({ length: count }, (_, i) => newest - i);
}

export type MonthYear = { month: Month | null; year: number | null };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

function toMonth(v: unknown): Month | null {
  if (typeof v === "number" || (typeof v === "string" && /^\d{1,2}$/.test(v.trim()))) return MONTHS[Number(v) - 1] ?? null;
  if (typeof v !== "string" || v.trim().length < 3) return null;
  return MONTHS.find((m) => m.toLowerCase().startsWith(v.trim().toLowerCase())) ?? null;
}

function toYear(v: unknown): number | null {
  const n = typeof v === "string" && /^\d{4}$/.test(v.trim()) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
}

/**
 * A `{ month, year }` date. Months come as names ("March", "mar") or numbers (3, "03") and
 * are kept as full names; a part that is missing or not a real month or year reads as null,
 * and an empty date as null. The entity schemas then say which parts they need.
 */
const monthYear = z.unknown().optional().transform((v): MonthYear | null => {
  if (isBlank(v) || typeof v !== "object") return null;
  const { month, year } = v as Record<string, unknown>;
  if (isBlank(month) && isBlank(year)) return null;
  return { month: toMonth(month), year: toYear(year) };
});

const complete = (d: MonthYear | null | undefined): d is { month: Month; year: number } => !!d?.month && !!d.year;
const dated = (message: string, needsMonth: boolean) => monthYear.refine((d) => (needsMonth ? complete(d) : !!d?.year), message);
/** Cross-field checks run even when other fields have problems, so a form shows them all at once. */
const always = { when: () => true } as const;

const before = (a: MonthYear, b: MonthYear) => a.year! < b.year! || (a.year === b.year && MONTHS.indexOf(a.month!) < MONTHS.indexOf(b.month!));

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);
const optionalText = (max: number, message: string) => z.preprocess((v) => (isBlank(v) ? "" : v), trimmed(max, message));

/** An optional link: http and https only, so a link can never run script. */
const link = z.preprocess(
  (v) => (isBlank(v) ? "" : v),
  z
    .string()
    .trim()
    .max(2048, "Link must not be more than 2048 characters")
    .refine((s) => {
      if (!s) return true;
      try {
        const url = new URL(s);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, "Link must be a web address starting with http:// or https://"),
);

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) => z.enum(options, { error: message });

export const experienceSchema = z
  .object({
    title: z.string({ error: "Title cannot be empty" }).trim().min(1, "Title cannot be empty").max(100, "Title must not be more than 100 characters"),
    employment_type: choice(EMPLOYMENT_TYPES, "Please select employment type"),
    company_name: z.string({ error: "Please enter company name" }).trim().min(1, "Please enter company name").max(100, "Company name must not be more than 100 characters"),
    location: optionalText(100, "Location must not be more than 100 characters"),
    location_type: z.preprocess((v) => (isBlank(v) ? undefined : v), choice(EXPERIENCE_LOCATION_TYPES, "Please select location type").optional()),
    start_date: dated("Please select start date", true),
    end_date: monthYear,
    /** The form's checkbox; API clients may leave it out and send no end date instead. */
    currently_working: z.boolean().optional(),
    description: z
      .string({ error: "Description must include at least 10 characters" })
      .trim()
      .min(10, "Description must include at least 10 characters")
      .max(1000, "Description must not be more than 1000 characters"),
  })
  .superRefine((v, ctx) => {
    const { start_date: start, end_date: end } = v;
    if (v.currently_working) return;
    // No end date and no checkbox (an API client) reads as currently working.
    if (end ? !complete(end) : v.currently_working === false) ctx.addIssue({ code: "custom", path: ["end_date"], message: "Please select end date" });
    else if (complete(end) && complete(start) && before(end, start)) ctx.addIssue({ code: "custom", path: ["end_date"], message: "End date must be after start date" });
  }, always)
  // Stored and returned without the checkbox: an empty end date means 'Present'.
  .transform(({ currently_working, ...v }) => ({ ...v, end_date: currently_working ? null : v.end_date }));
export type ExperienceInput = z.input<typeof experienceSchema>;
export type Experience = z.output<typeof experienceSchema>;

export const educationSchema = z
  .object({
    school: z.string({ error: "Please enter school name" }).trim().min(1, "Please enter school name").max(100, "School name must not be more than 100 characters"),
    degree: z.string({ error: "Please enter degree type" }).trim().min(1, "Please enter degree type").max(100, "Degree must not be more than 100 characters"),
    field: z.string({ error: "Please enter field of study" }).trim().min(1, "Please enter field of study").max(100, "Field of study must not be more than 100 characters"),
    grade: optionalText(50, "Grade must not be more than 50 characters"),
    location: optionalText(100, "Location must not be more than 100 characters"),
    location_type: z.preprocess((v) => (isBlank(v) ? undefined : v), choice(EDUCATION_LOCATION_TYPES, "Please select location type").optional()),
    start_date: dated("Please select start date", false),
    end_date: dated("Please select end date", false),
    description: optionalText(200, "Description must not be more than 200 characters"),
  })
  .superRefine((v, ctx) => {
    if (v.start_date?.year && v.end_date?.year && v.end_date.year < v.start_date.year) ctx.addIssue({ code: "custom", path: ["end_date"], message: "End date must be after start date" });
  }, always);
export type EducationInput = z.input<typeof educationSchema>;
export type Education = z.output<typeof educationSchema>;

/** Projects and achievements share their rules; only the date's key differs. */
function showcaseSchema<K extends "finished_date" | "date">(dateKey: K) {
  return z.object({
    title: z.string({ error: "Please enter title" }).trim().min(1, "Please enter title").max(50, "Title must not be more than 50 characters"),
    highlight: z.string({ error: "Please add highlight" }).trim().min(1, "Please add highlight").max(100, "Highlight must not be more than 100 characters"),
    link,
    description: optionalText(500, "Description must not be more than 500 characters"),
    ...({ [dateKey]: dated("Please select date", false) } as Record<K, ReturnType<typeof dated>>),
  });
}

export const projectSchema = showcaseSchema("finished_date");
export type ProjectInput = z.input<typeof projectSchema>;
export type Project = z.output<typeof projectSchema>;

export const achievementSchema = showcaseSchema("date");
export type AchievementInput = z.input<typeof achievementSchema>;
export type Achievement = z.output<typeof achievementSchema>;

/** The four lists of a profile, by the name their routes use. */
export const entrySchemas = { exp: experienceSchema, edu: educationSchema, project: projectSchema, achievement: achievementSchema } as const satisfies Record<EntryKind, z.ZodType>;

/** SPEC section 5, the profile wizard. Typing stops at 20 (name) and 300 (description). */
export const NAME_TYPING_CAP = 20;
export const DESCRIPTION_TYPING_CAP = 300;

export const editProfileSchema = z.object({
  name: z
    .string({ error: "Name must include at least 2 characters" })
    .trim()
    .min(2, "Name must include at least 2 characters")
    .max(NAME_TYPING_CAP, "Name must be less than 20 characters"),
  title: z.string({ error: "Title must include at least 6 characters" }).trim().min(6, "Title must include at least 6 characters").max(50, "Title must be less than 50 characters"),
  location: z.string({ error: "Location must include at least 2 characters" }).trim().min(2, "Location must include at least 2 characters").max(100, "Location must not be more than 100 characters"),
  description: z
    .string({ error: "Description must include at least 10 characters" })
    .trim()
    .min(10, "Description must include at least 10 characters")
    .max(200, "Description must not be more than 200 characters"),
});
export type EditProfileInput = z.input<typeof editProfileSchema>;

/**
 * SPEC section 5, feedback: each text at most 1000 characters, and not both empty. The
 * payload's email is not read: the handler takes the signed-in account's address.
 */
export const feedbackSchema = z
  .object({
    experience: optionalText(1000, "Description must not be more than 1000 characters"),
    improvements: optionalText(1000, "Description must not be more than 1000 characters"),
  })
  .refine((v) => v.experience || v.improvements, { message: "Please tell us about your experience or what we could improve", path: ["experience"] });
export type FeedbackInput = z.input<typeof feedbackSchema>;

/** Settings: whether the public profile shows the account's email (POST /api/user/public-email). */
export const publicEmailSchema = z.object({ show: z.boolean({ error: "show must be true or false" }) });
