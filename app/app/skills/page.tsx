import type { Metadata } from "next";
import { SkillsView } from "@/components/skills/skills-view";
import { requireSessionUser } from "@/lib/auth/next-auth";
import { listSkills } from "@/lib/skills/skills";

export const metadata: Metadata = { title: "Skills" };

// Rendered on the server with the list GET /api/user/skills returns, then kept in React Query.
export default async function SkillsPage() {
  const me = await requireSessionUser();
  return <SkillsView initial={await listSkills({ userId: me.id })} />;
}
