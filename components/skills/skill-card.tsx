"use client";

import { Brain, Info, Trash2 } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { Tooltip } from "@/components/ui/tooltip";
import { useDeleteSkill, useToggleVisibility, type OwnSkill } from "@/hooks/use-skills";
import { cn } from "@/lib/utils";
import { RatingChart } from "./rating-chart";
import { rankingText, SkillRing } from "./skill-ring";

const BADGE = {
  active: { className: "bg-success-soft text-success", text: () => "Active" },
  days_left: { className: "bg-primary-soft text-primary", text: (s: OwnSkill) => `${s.days_left} ${s.days_left === 1 ? "day" : "days"} left` },
  inactive: { className: "bg-muted text-muted-foreground", text: () => "Inactive" },
} as const;

/** SPEC section 2: one skill of the Skills page. */
export function SkillCard({ skill }: { skill: OwnSkill }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSkill();
  const toggle = useToggleVisibility();
  const badge = BADGE[skill.badge];
  const ranking = rankingText(skill);
  // The switch shows what the profile shows: on only while the skill is visible and Active.
  const canToggle = skill.visible || skill.active;

  return (
    <Card role="region" aria-labelledby={`${id}-name`} className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${id}-name`} className="min-w-0 text-lg font-semibold wrap-anywhere">
          {skill.name}
        </h2>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-2 size-8! text-destructive" aria-label={`Delete ${skill.name}`} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
        </Button>
      </div>

      <div className="grid justify-items-center gap-1 text-center">
        <SkillRing rating={skill.rating} margin={skill.rating_margin} />
        <p className="min-h-5 text-sm text-muted-foreground">
          {skill.answers > 0 && skill.calibrating ? "Calibrating · " : ""}
          {ranking ?? `${skill.answers} ${skill.answers === 1 ? "question" : "questions"} answered`}
        </p>
        <RatingChart name={skill.name} history={skill.history} className="mt-1" />
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-center justify-between text-sm">
          <span id={`${id}-target`}>Weekly target</span>
          <span className="tabular-nums text-muted-foreground">
            {skill.progress} of {skill.target}
          </span>
        </div>
        <div role="progressbar" aria-labelledby={`${id}-target`} aria-valuemin={0} aria-valuemax={skill.target} aria-valuenow={Math.min(skill.progress, skill.target)} className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, (100 * skill.progress) / skill.target)}%` }} />
        </div>
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <Tooltip id={`${id}-badge-tip`} align="start" text="A skill is active if the weekly target is met. Only Active skills can be shown on profile.">
          <button type="button" aria-describedby={`${id}-badge-tip`} className={cn("inline-flex cursor-help items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", badge.className)}>
            {badge.text(skill)}
            <Info aria-hidden className="size-3.5" />
          </button>
        </Tooltip>
        <div className="flex items-center gap-2">
          <span id={`${id}-show`} className="text-sm">
            Show Skill
          </span>
          <Tooltip id={`${id}-show-tip`} align="end" text="Changes visibility of skill in profile page">
            <Switch
              checked={skill.shown}
              disabled={!canToggle || toggle.isPending}
              onCheckedChange={() => toggle.mutate(skill)}
              aria-labelledby={`${id}-show ${id}-name`}
              aria-describedby={`${id}-show-tip`}
            />
          </Tooltip>
        </div>
      </div>
      {skill.visible && !skill.active ? <p className="-mt-2 text-xs text-muted-foreground">Hidden from your profile until the skill is Active again.</p> : null}

      <Button variant="secondary" size="sm" asChild>
        <Link href={`/app/quiz?skill=${skill.id}`} aria-label={`Practise ${skill.name}`}>
          <Brain aria-hidden /> Practise
        </Link>
      </Button>

      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Are you sure you want to delete {skill.name}?</AlertDialogTitle>
          <AlertDialogDescription>Its rating and weekly progress are deleted with it.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={remove.isPending}
              onClick={(event) => {
                event.preventDefault();
                remove.mutate(skill, { onSettled: () => setConfirming(false) });
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
