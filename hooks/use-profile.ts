"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/toaster";
import { postJson, request, type Result } from "@/lib/http";
import { ENTRY_LISTS, type EntryKind } from "@/lib/profile/lists";
import type { OwnSkill } from "@/lib/skills/skills";
import type { Achievement, Education, Experience, Project } from "@/lib/validations/profile";

// The signed-in user's profile: one query, and mutations that put the server's reply in
// its place (no page reload). Toast texts are SPEC section 8's.

export type OwnProfile = {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  profile: {
    title: string;
    location: string;
    description: string;
    picture: string | null;
    resume: string | null;
    experience: Experience[];
    education: Education[];
    projects: Project[];
    achievements: Achievement[];
  };
  skills: OwnSkill[];
};

export const profileKey = ["profile"] as const;

export function useProfile(initialData?: OwnProfile) {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => unwrap(await request<{ user: OwnProfile }>("/api/user/profile")).user,
    initialData,
  });
}

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

type EntryAction = { action: "add"; data: unknown } | { action: "edit"; index: number; data: unknown } | { action: "delete"; index: number };

/** Add, edit or delete an entry of one list; the list in the cache becomes the server's. */
export function useEntryMutation(kind: EntryKind) {
  const client = useQueryClient();
  const list = ENTRY_LISTS[kind];
  return useMutation({
    mutationFn: async (op: EntryAction) => {
      // The routes are named by kind: /api/user/add-exp, /api/user/edit-exp/{index}, ...
      const url = op.action === "add" ? `/api/user/add-${kind}` : `/api/user/${op.action}-${kind}/${op.index}`;
      return unwrap(await postJson<Record<string, unknown[]>>(url, op.action === "delete" ? {} : op.data))[list.key];
    },
    onSuccess: (entries, op) => {
      client.setQueryData<OwnProfile>(profileKey, (old) => (old ? { ...old, profile: { ...old.profile, [list.key]: entries } } : old));
      if (op.action === "add") notify.success(`${list.label} Added`);
      if (op.action === "edit") notify.success(`${list.label} updated`);
    },
    onError: (error, op) => {
      const verb = { add: "adding", edit: "updating", delete: "deleting" }[op.action];
      notify.error(`Error ${verb} ${list.label.toLowerCase()}`, { description: error.message });
    },
  });
}
