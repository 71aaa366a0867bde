import { z } from "zod";
import { listFullMessage, MAX_LIST_ENTRIES, overfullLists, type EntryKind, type ListCounts } from "@/lib/profile/lists";
import { entrySchemas, MONTHS, type Achievement, type Education, type Experience, type MonthYear, type Project } from "@/lib/validations/profile";

// JSON Resume (jsonresume.org, schema 1.x) to and from the career profile. Both ways are
// pure, so the import dialog previews in the browser exactly what the server will add.
// Fields the schema has no place for travel as extra properties (the schema allows them),
// so an export imports back into another account unchanged.

export type ProfileLists = { experience: Experience[]; education: Education[]; projects: Project[]; achievements: Achievement[] };
export type ProfileForExport = ProfileLists & { name: string; email: string; title: string; location: string; description: string; picture: string | null; shareUrl: string };

/** `{ month, year }` as an ISO 8601 date of the schema: "2020-03", or "2020" alone. */
function isoDate(d: MonthYear | null | undefined) {
  if (!d?.year) return undefined;
  return d.month ? `${d.year}-${String(MONTHS.indexOf(d.month) + 1).padStart(2, "0")}` : String(d.year);
}

/** An ISO date ("2020-03-14", "2020-03", "2020") back to `{ month, year }`. */
function monthYear(value: unknown) {
  const match = typeof value === "string" ? /^(\d{4})(?:-(\d{2}))?/.exec(value) : null;
  return match ? { month: match[2] ? Number(match[2]) : "", year: match[1] } : { month: "", year: "" };
}

const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== "" && v !== null)) as Partial<T>;

export function toJsonResume(p: ProfileForExport) {
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: clean({
      name: p.name,
      label: p.title,
      image: p.picture ?? undefined,
      email: p.email,
      url: p.shareUrl,
      summary: p.description,
      location: p.location ? { city: p.location } : undefined,
    }),
    work: p.experience.map((e) =>
      clean({
        name: e.company_name,
        position: e.title,
        location: e.location,
        startDate: isoDate(e.start_date),
        endDate: isoDate(e.end_date),
        summary: e.description,
        employmentType: e.employment_type,
        locationType: e.location_type,
      }),
    ),
    education: p.education.map((e) =>
      clean({
        institution: e.school,
        studyType: e.degree,
        area: e.field,
        score: e.grade,
        startDate: isoDate(e.start_date),
        endDate: isoDate(e.end_date),
        location: e.location,
        locationType: e.location_type,
        description: e.description,
      }),
    ),
    projects: p.projects.map((e) => clean({ name: e.title, highlights: [e.highlight], url: e.link, endDate: isoDate(e.finished_date), description: e.description })),
    awards: p.achievements.map((e) => clean({ title: e.title, summary: e.highlight, date: isoDate(e.date), url: e.link, description: e.description })),
  };
}

type Item = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : "");
const firstHighlight = (v: unknown) => (Array.isArray(v) && typeof v[0] === "string" ? v[0] : "");

/** Each section of the document, mapped to the payload its list's schema validates. */
const sections: Array<{ section: string; kind: EntryKind; label: (i: Item) => string; toEntry: (i: Item) => Item }> = [
  {
    section: "work",
    kind: "exp",
    label: (i) => [str(i.position), str(i.name)].filter(Boolean).join(" at "),
    toEntry: (i) => ({
      title: str(i.position),
      employment_type: str(i.employmentType) || "Full-time",
      company_name: str(i.name),
      location: typeof i.location === "string" ? i.location : "",
      location_type: str(i.locationType),
      start_date: monthYear(i.startDate),
      end_date: monthYear(i.endDate),
      description: str(i.summary) || str(i.description),
    }),
  },
  {
    section: "education",
    kind: "edu",
    label: (i) => str(i.institution),
    toEntry: (i) => ({
      school: str(i.institution),
      degree: str(i.studyType),
      field: str(i.area),
      grade: str(i.score),
      location: str(i.location),
      location_type: str(i.locationType),
      start_date: monthYear(i.startDate),
      end_date: monthYear(i.endDate),
      description: str(i.description),
    }),
  },
  {
    section: "projects",
    kind: "project",
    label: (i) => str(i.name),
    toEntry: (i) => ({
      title: str(i.name),
      highlight: firstHighlight(i.highlights) || str(i.description).slice(0, 100),
      link: str(i.url),
      finished_date: monthYear(i.endDate || i.startDate),
      description: str(i.description),
    }),
  },
  {
    section: "awards",
    kind: "achievement",
    label: (i) => str(i.title),
    toEntry: (i) => ({ title: str(i.title), highlight: str(i.summary) || str(i.awarder), link: str(i.url), date: monthYear(i.date), description: str(i.description) }),
  },
];

export type ImportPlan = {
  add: Array<{ kind: EntryKind; label: string; data: unknown }>;
  rejected: Array<{ section: string; index: number; label: string; reasons: string[] }>;
  /** For each list the import would take past the cap, why the import is refused. */
  overflow: string[];
};

/**
 * The import payload: the document itself, as read from the chosen file. A section longer
 * than a list can hold is refused here, before any of its items is validated. (A check of
 * the object alone: z.record would visit every key, 0.7 s for a 1 MB body of 100k keys.)
 */
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
export const importSchema = z.custom<Record<string, unknown>>(isObject, { error: "A JSON Resume document is a JSON object" }).superRefine((doc, ctx) => {
  for (const { section, kind } of sections) {
    const items = doc[section];
    if (Array.isArray(items) && items.length > MAX_LIST_ENTRIES) ctx.addIssue({ code: "custom", path: [section], message: listFullMessage(kind, { has: 0, adds: items.length }) });
  }
});
export type ImportDoc = z.output<typeof importSchema>;

/**
 * What importing `doc` (as `importSchema` accepts it) would add: every entry that passes its
 * list's rules, every one that does not, with the reasons, so nothing is dropped without a
 * word, and the lists it would overfill given the entries each list `has`.
 */
export function planImport(doc: ImportDoc, has: ListCounts = {}): ImportPlan {
  if (!isObject(doc)) throw new Error("A JSON Resume document is a JSON object");
  const plan: ImportPlan = { add: [], rejected: [], overflow: [] };
  for (const { section, kind, label, toEntry } of sections) {
    const items = doc[section];
    if (!Array.isArray(items)) continue;
    items.forEach((raw, index) => {
      const item = raw && typeof raw === "object" ? (raw as Item) : {};
      const parsed = entrySchemas[kind].safeParse(toEntry(item));
      const name = label(item) || `${section} #${index + 1}`;
      if (parsed.success) plan.add.push({ kind, label: name, data: parsed.data });
      else plan.rejected.push({ section, index, label: name, reasons: [...new Set(parsed.error.issues.map((i) => i.message))] });
    });
  }
  plan.overflow = overfullLists(has, plan.add);
  return plan;
}
