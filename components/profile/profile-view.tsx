"use client";

import { Download, FileDown, MapPin, Mail, Plus } from "lucide-react";
import Link from "next/link";
import { Card, CardContent } from "@/components/ui/card";
import { Avatar } from "./avatar";
import { notify } from "@/components/ui/toaster";
import { useProfile, type OwnProfile } from "@/hooks/use-profile";
import type { OwnSkill } from "@/hooks/use-skills";
import { rankingText, SkillRing } from "@/components/skills/skill-ring";
import { EntryList } from "./entry-list";
import { ImportDialog } from "./import-dialog";
import { ResumeUpload } from "./resume-upload";

/** SPEC section 8: the resume downloads through a fetch, so a failure can say why. */
async function downloadResume(url: string, userId: string) {
  try {
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) {
      const body = await res.json().catch(() => ({}));
      return notify.error("Error Downloading Resume", { description: body.error ?? "Failed to fetch resume. Please try again." });
    }
    const blob = await res.blob();
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `resume-${userId}.pdf`;
    const link = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: name });
    link.click();
    URL.revokeObjectURL(link.href);
    notify.success("Resume downloaded successfully!");
  } catch {
    notify.error("Error Downloading Resume", { description: "Failed to fetch resume. Please try again." });
  }
}

export function ProfileView({ initial }: { initial: OwnProfile }) {
  const { data = initial } = useProfile(initial);
  const { profile } = data;
  return (
    <div className="grid gap-6">
      <h1 className="sr-only">Profile</h1>
      <div className="grid items-start gap-6 min-[950px]:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Card>
          <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <Avatar name={data.name} picture={profile.picture} />
            <div className="grid min-w-0 gap-1.5">
              <p className="text-sm font-medium text-primary">{profile.title}</p>
              <h2 className="text-2xl font-bold tracking-tight wrap-anywhere">{data.name}</h2>
              {profile.location ? (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground wrap-anywhere">
                  <MapPin aria-hidden className="size-4 shrink-0" /> {profile.location}
                </p>
              ) : null}
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground wrap-anywhere">
                <Mail aria-hidden className="size-4 shrink-0" /> {data.email}
              </p>
              {profile.description ? <p className="mt-2 text-sm whitespace-pre-line wrap-anywhere">{profile.description}</p> : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {profile.resume ? (
                  <button
                    type="button"
                    onClick={() => downloadResume(profile.resume!, data.id)}
                    className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted"
                  >
                    <Download aria-hidden className="size-4" /> Resume
                  </button>
                ) : null}
                <ResumeUpload hasResume={Boolean(profile.resume)} />
                <a href="/api/user/export" download className="inline-flex h-9 items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted">
                  <FileDown aria-hidden className="size-4" /> Export JSON Resume
                </a>
                <ImportDialog />
              </div>
            </div>
          </CardContent>
        </Card>
        <SkillsCard skills={data.skills} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <EntryList kind="exp" entries={profile.experience} />
        <EntryList kind="edu" entries={profile.education} />
        <EntryList kind="project" entries={profile.projects} />
        <EntryList kind="achievement" entries={profile.achievements} />
      </div>
    </div>
  );
}

/**
 * The skills ring cards: visible Active skills, highest rating first (the server's order),
 * then the add tile. At 950 px and wider they sit beside the header; narrower, they
 * scroll sideways below it.
 */
function SkillsCard({ skills }: { skills: OwnSkill[] }) {
  const shown = skills.filter((s) => s.shown);
  return (
    <Card role="region" aria-labelledby="skills-title">
      <CardContent className="grid gap-3">
        <h2 id="skills-title" className="font-semibold">
          Skills
        </h2>
        <ul className="flex gap-3 overflow-x-auto pb-1 min-[950px]:grid min-[950px]:grid-cols-2 min-[950px]:overflow-visible">
          {shown.map((skill) => {
            const ranking = rankingText(skill);
            return (
              <li key={skill.id} className="grid w-36 shrink-0 justify-items-center gap-1 rounded-lg border p-3 text-center min-[950px]:w-auto">
                <SkillRing rating={skill.rating} margin={skill.rating_margin} size={72} />
                <span className="text-sm font-semibold wrap-anywhere">{skill.name}</span>
                {skill.calibrating ? <span className="text-xs text-muted-foreground">Calibrating</span> : null}
                {ranking ? <span className="text-xs text-muted-foreground">{ranking}</span> : null}
              </li>
            );
          })}
          <li className="grid w-36 shrink-0 min-[950px]:w-auto">
            <Link
              href="/app/skills"
              className="grid min-h-32 place-items-center content-center gap-1 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground hover:border-primary hover:text-primary"
            >
              <Plus aria-hidden className="size-5" />
              {skills.length ? "Manage skills" : "Add a skill"}
            </Link>
          </li>
        </ul>
        {shown.length === 0 ? (
          <p className="text-xs text-muted-foreground">
            {skills.length ? "Make an Active skill visible on the Skills page to show it here." : "Skills you make visible appear here, highest rating first."}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
