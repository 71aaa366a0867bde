import type { Metadata } from "next";
import { ComingNext } from "@/components/app/coming-next";

export const metadata: Metadata = { title: "Skills" };

export default function SkillsPage() {
  return <ComingNext title="Skills" text="Rated skills with weekly targets are on their way. Your account is ready for them." />;
}
