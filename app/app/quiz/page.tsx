import type { Metadata } from "next";
import { ComingNext } from "@/components/app/coming-next";

export const metadata: Metadata = { title: "Quiz" };

export default function QuizPage() {
  return <ComingNext title="Quiz" text="The adaptive skill quiz is on its way. Add skills first, then practise them here." />;
}
