import type { EntryKind } from "./lists";
import type { MonthYear } from "@/lib/validations/profile";

// How an entry of a profile list reads, on the owner's profile and on the share page.

type Entry = Record<string, unknown>;

const date = (d: unknown) => {
  const v = d as MonthYear | null | undefined;
  return v?.year ? [v.month, v.year].filter(Boolean).join(" ") : "";
};
/** SPEC section 4: an empty end date reads 'Present'. */
const span = (start: unknown, end: unknown) => `${date(start)} – ${date(end) || "Present"}`;
const safeLink = (v: unknown) => (typeof v === "string" && /^https?:\/\//i.test(v) ? v : undefined);

/** What one entry shows: a heading, lines under it, and its description. */
export function describeEntry(kind: EntryKind, e: Entry): { heading: string; lines: string[]; link?: string } {
  const s = (k: string) => (typeof e[k] === "string" ? (e[k] as string) : "");
  switch (kind) {
    case "exp":
      return { heading: s("title"), lines: [[s("company_name"), s("employment_type")].filter(Boolean).join(" · "), span(e.start_date, e.end_date), [s("location"), s("location_type")].filter(Boolean).join(" · ")] };
    case "edu":
      return { heading: s("school"), lines: [[s("degree"), s("field")].filter(Boolean).join(", "), `${date(e.start_date)} – ${date(e.end_date)}`, [s("grade") && `Grade: ${s("grade")}`, s("location"), s("location_type")].filter(Boolean).join(" · ")] };
    default:
      return { heading: s("title"), lines: [s("highlight"), date(kind === "project" ? e.finished_date : e.date)], link: safeLink(e.link) };
  }
}

