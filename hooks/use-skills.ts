"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/toaster";
import { postJson, request } from "@/lib/http";
import type { OwnSkill } from "@/lib/skills/skills";
import { profileKey } from "./use-profile";

// The signed-in user's skills: one query; each mutation puts the server's list in its
// place and refreshes the profile, whose ring cards show the same skills. Toasts are SPEC
// section 8's.

export type { OwnSkill };
export const skillsKey = ["skills"] as const;

export function useSkills(initialData?: OwnSkill[]) {
  return useQuery({
    queryKey: skillsKey,
    queryFn: async () => {
      const result = await request<{ skills: OwnSkill[] }>("/api/user/skills");
      if (!result.ok) throw new Error(result.error);
      return result.data.skills;
    },
    initialData,
  });
}

type Reply = { skills: OwnSkill[]; visible?: boolean };

function useSkillMutation<V>(call: (vars: V) => Promise<Reply>, toasts: { success: (reply: Reply, vars: V) => [string, string?]; failure: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply, vars) => {
      client.setQueryData(skillsKey, reply.skills);
      client.invalidateQueries({ queryKey: profileKey });
      const [title, description] = toasts.success(reply, vars);
      notify.success(title, description ? { description } : undefined);
    },
    onError: (error) => notify.error(toasts.failure, { description: error.message }),
  });
}

async function post(url: string, body: unknown = {}) {
  const result = await postJson<Reply>(url, body);
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

export const useAddSkill = () =>
  useSkillMutation((name: string) => post("/api/user/new-skill", { name }), { success: () => ["Added new skill"], failure: "Error adding skill" });

export const useDeleteSkill = () =>
  useSkillMutation((skill: OwnSkill) => post(`/api/user/delete-skill/${skill.id}`), { success: (_r, skill) => ["Deleted skill", skill.name], failure: "Failed to delete skill" });

/** SPEC section 4: the toast names the resulting state, Public or Hidden. */
export const useToggleVisibility = () =>
  useSkillMutation((skill: OwnSkill) => post(`/api/user/skill-visibility/${skill.id}`), {
    success: (reply, skill) => ["Updated skill visibility", `${skill.name} is now ${reply.visible ? "Public" : "Hidden"}`],
    failure: "Failed to update skill visibility",
  });
