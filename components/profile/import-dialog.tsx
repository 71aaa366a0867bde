"use client";

import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toaster";
import { profileKey, type OwnProfile } from "@/hooks/use-profile";
import { postJson } from "@/lib/http";
import type { ImportPlan } from "@/lib/profile/json-resume";
import { ENTRY_LISTS, type EntryKind } from "@/lib/profile/lists";

/** Import a JSON Resume file: a preview of what will be added (and what cannot be, and why), then the import. */
export function ImportDialog() {
  const [open, setOpen] = useState(false);
  const [doc, setDoc] = useState<unknown>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();

  const reset = () => (setDoc(null), setPlan(null), setProblem(null));
  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setProblem("This file is not a JSON Resume document.");
    }
    const { importSchema, planImport } = await import("@/lib/profile/json-resume"); // the schemas load only for an import
    const checked = importSchema.safeParse(parsed);
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    // The same check as the server's: each list's entries now, plus the file's, within the cap.
    const lists = client.getQueryData<OwnProfile>(profileKey)?.profile;
    const has = Object.fromEntries(Object.entries(ENTRY_LISTS).map(([kind, { key }]) => [kind as EntryKind, lists?.[key].length ?? 0]));
    setPlan(planImport(checked.data, has));
    setDoc(parsed);
  };
  const run = async () => {
    setBusy(true);
    const result = await postJson<{ add: unknown[] }>("/api/user/import", doc);
    setBusy(false);
    if (!result.ok) return notify.error("Error importing resume", { description: result.error });
    notify.success(`Imported ${result.data.add.length} ${result.data.add.length === 1 ? "entry" : "entries"}`);
    await client.invalidateQueries({ queryKey: profileKey });
    setOpen(false);
    reset();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), next || reset())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileUp aria-hidden /> Import JSON Resume
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Import a JSON Resume</DialogTitle>
        <DialogDescription>Work, education, projects and awards are added to your lists. Nothing is replaced.</DialogDescription>
        <label className="inline-flex h-10 w-fit cursor-pointer items-center rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-ring">
          Choose a file
          <input type="file" accept="application/json,.json" className="sr-only" onChange={(e) => choose(e.target.files?.[0])} />
        </label>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        {plan ? (
          <div className="grid gap-3 text-sm" aria-live="polite">
            <section aria-label="Will be added">
              <h3 className="font-semibold">Will be added ({plan.add.length})</h3>
              <ul className="mt-1 grid gap-0.5 text-muted-foreground">
                {plan.add.map((a, i) => (
                  <li key={i}>
                    {ENTRY_LISTS[a.kind].label}: {a.label}
                  </li>
                ))}
              </ul>
            </section>
            {plan.rejected.length ? (
              <section aria-label="Cannot be added">
                <h3 className="font-semibold text-destructive">Cannot be added ({plan.rejected.length})</h3>
                <ul className="mt-1 grid gap-1">
                  {plan.rejected.map((r) => (
                    <li key={`${r.section}-${r.index}`}>
                      <span className="font-medium">{r.label}</span>: {r.reasons.join("; ")}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {plan.overflow.length ? (
              <p role="alert" className="text-destructive">
                {plan.overflow.join(" ")} Nothing will be imported.
              </p>
            ) : null}
            <Button className="justify-self-end" disabled={busy || plan.add.length === 0 || plan.overflow.length > 0} onClick={run}>
              {busy ? <Spinner /> : null}
              Import {plan.add.length} {plan.add.length === 1 ? "entry" : "entries"}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
