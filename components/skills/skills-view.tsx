"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useSkills, type OwnSkill } from "@/hooks/use-skills";
import { SkillCard } from "./skill-card";

// The form (and its schema) loads when the dialog first opens.
const AddSkillForm = dynamic(() => import("./add-skill-form").then((m) => m.AddSkillForm), { loading: () => <Spinner className="justify-self-center" /> });

/** SPEC section 2, the Skills page: a grid of 1 to 4 columns by width, and the Add new skill dialog. */
export function SkillsView({ initial }: { initial: OwnSkill[] }) {
  const { data: skills = initial } = useSkills(initial);
  const [adding, setAdding] = useState(false);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">Skills</h1>
          <p className="text-sm text-muted-foreground">Answer 10 quiz questions a week to keep a skill Active. Only Active skills can be shown on your profile.</p>
        </div>
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogTrigger asChild>
            <Button>
              <Plus aria-hidden /> Add new skill
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Add new skill</DialogTitle>
            <DialogDescription>Start typing to pick from suggestions. A new skill starts at rating 0.</DialogDescription>
            <AddSkillForm onAdded={() => setAdding(false)} />
          </DialogContent>
        </Dialog>
      </div>

      {skills.length === 0 ? (
        <Card className="grid justify-items-center gap-3 p-10 text-center">
          <h2 className="text-lg font-semibold">No skills yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">Add the technologies you work with, then prove them in the quiz. Your rating moves with every answer.</p>
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add your first skill
          </Button>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {skills.map((skill) => (
            <li key={skill.id} className="grid">
              <SkillCard skill={skill} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
