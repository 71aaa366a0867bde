import type { Metadata } from "next";
import { QuizChat } from "@/components/quiz/quiz-chat";
import { requireSessionUser } from "@/lib/auth/next-auth";
import { getQuizThread } from "@/lib/quiz/service";
import { listSkills } from "@/lib/skills/skills";

export const metadata: Metadata = { title: "Quiz" };

// Rendered on the server with the stored thread (the welcome and greeting are created on
// the first visit) and the user's skills; `?skill=<id>` (a skill card's Practise link)
// starts that skill.
export default async function QuizPage({ searchParams }: { searchParams: Promise<{ skill?: string | string[] }> }) {
  const me = await requireSessionUser();
  const [thread, skills] = await Promise.all([getQuizThread({ userId: me.id, name: me.name }), listSkills({ userId: me.id })]);
  const { skill } = await searchParams;
  const skillId = Number(Array.isArray(skill) ? skill[0] : skill);
  const preselect = skills.find((s) => s.id === skillId)?.name ?? null;
  return <QuizChat initialThread={thread} skills={skills.map(({ id, name, rating }) => ({ id, name, rating }))} preselect={preselect} email={me.email} />;
}
