/**
 * The four lists of a profile, by the name their routes use: each list's key in replies
 * and in the profile, the noun its messages use, and its heading. Kept free of zod so the
 * profile page can name the lists without loading the schemas.
 */
export const ENTRY_LISTS = {
  exp: { key: "experience", label: "Experience", title: "Experience" },
  edu: { key: "education", label: "Education", title: "Education" },
  project: { key: "projects", label: "Project", title: "Projects" },
  achievement: { key: "achievements", label: "Achievement", title: "Achievements" },
} as const;

export type EntryKind = keyof typeof ENTRY_LISTS;

/**
 * The most entries one list holds: more than a long career needs, and a bound on the work
 * one request can ask of the server (an import adds at most 4 x 50 entries).
 */
export const MAX_LIST_ENTRIES = 50;

/** Why a list cannot take more: one added entry, or an import adding `adds` to the `has` it holds. */
export function listFullMessage(kind: EntryKind, importing?: { has: number; adds: number }) {
  const cap = `${ENTRY_LISTS[kind].title} can hold at most ${MAX_LIST_ENTRIES} entries`;
  if (!importing) return `${cap}. Delete one to add another.`;
  return `${cap}: ${importing.has ? `you have ${importing.has} and ` : ""}this file adds ${importing.adds}.`;
}

export type ListCounts = Partial<Record<EntryKind, number>>;

/** The message of each list that `adding` would take past the cap, given the `has` each holds. */
export function overfullLists(has: ListCounts, adding: ReadonlyArray<{ kind: EntryKind }>) {
  return (Object.keys(ENTRY_LISTS) as EntryKind[]).flatMap((kind) => {
    const adds = adding.filter((e) => e.kind === kind).length;
    const now = has[kind] ?? 0;
    return adds && now + adds > MAX_LIST_ENTRIES ? [listFullMessage(kind, { has: now, adds })] : [];
  });
}
