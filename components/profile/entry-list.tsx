"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
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
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useEntryMutation } from "@/hooks/use-profile";
import { ENTRY_LISTS, type EntryKind } from "@/lib/profile/lists";
import { describeEntry as describe } from "@/lib/profile/describe";
import { Spinner } from "@/components/ui/spinner";
import { EntryItem } from "./entry-item";

// react-hook-form and the schemas load when a form is first opened.
const EntryForm = dynamic(() => import("./entry-form").then((m) => m.EntryForm), { loading: () => <Spinner className="justify-self-center" /> });

type Entry = Record<string, unknown>;

const EMPTY: Record<EntryKind, string> = {
  exp: "Add the roles you have held.",
  edu: "Add your schools and degrees.",
  project: "Show what you have built.",
  achievement: "Add prizes, certificates and other wins.",
};

export function EntryList({ kind, entries }: { kind: EntryKind; entries: Entry[] }) {
  const mutation = useEntryMutation(kind);
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const { label, title } = ENTRY_LISTS[kind];

  const save = async (data: unknown) => {
    if (!editing) return;
    const op = editing.index === null ? ({ action: "add", data } as const) : ({ action: "edit", index: editing.index, data } as const);
    await mutation.mutateAsync(op).then(() => setEditing(null), () => undefined);
  };

  return (
    <Card aria-labelledby={`${kind}-list-title`} role="region">
      <div className="flex items-center justify-between gap-3 p-6 pb-0">
        <CardTitle id={`${kind}-list-title`}>{title}</CardTitle>
        <Button variant="outline" size="sm" onClick={() => setEditing({ index: null })} aria-label={`Add ${label.toLowerCase()}`}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      <CardContent className="pt-4">
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{EMPTY[kind]}</p>
        ) : (
          <ul className="grid gap-4">
            {entries.map((entry, index) => (
              <EntryItem
                key={index}
                kind={kind}
                entry={entry}
                actions={(heading) => (
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="icon" className="size-8!" aria-label={`Edit ${heading}`} onClick={() => setEditing({ index })}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-8! text-destructive" aria-label={`Delete ${heading}`} onClick={() => setDeleting(index)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                )}
              />
            ))}
          </ul>
        )}
      </CardContent>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogTitle>{editing?.index === null ? `Add ${label.toLowerCase()}` : `Edit ${label.toLowerCase()}`}</DialogTitle>
          <DialogDescription>Fields marked optional can stay empty.</DialogDescription>
          {editing ? (
            <EntryForm
              key={editing.index ?? "new"}
              kind={kind}
              entry={editing.index === null ? undefined : entries[editing.index]}
              onSubmit={save}
              submitLabel={editing.index === null ? `Add ${label.toLowerCase()}` : "Save changes"}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this {label.toLowerCase()}?</AlertDialogTitle>
          <AlertDialogDescription>{deleting !== null ? describe(kind, entries[deleting] ?? {}).heading : ""} will be removed from your profile.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={mutation.isPending}
              onClick={(event) => {
                event.preventDefault();
                if (deleting === null) return;
                mutation.mutate({ action: "delete", index: deleting }, { onSettled: () => setDeleting(null) });
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
