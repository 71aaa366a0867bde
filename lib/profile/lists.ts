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
