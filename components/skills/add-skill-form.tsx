"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAddSkill } from "@/hooks/use-skills";
import { cn } from "@/lib/utils";
import { newSkillSchema, SKILL_NAME_MAX } from "@/lib/validations/skills";

const SUGGESTIONS = 5; // SPEC section 9

/** Catalogue names for a typed text; SPEC section 8: a failed fetch is only logged. */
async function fetchSuggestions(text: string, signal: AbortSignal): Promise<string[]> {
  try {
    const res = await fetch(`/api/skill-suggestions/${encodeURIComponent(text)}/${SUGGESTIONS}`, { signal });
    if (!res.ok) throw new Error(`Suggestions failed with status ${res.status}`);
    return (await res.json()).suggestions ?? [];
  } catch (e) {
    if (!signal.aborted) console.error("Could not load skill suggestions", e);
    return [];
  }
}

/**
 * The Add new skill form: a combobox (WAI-ARIA 1.2 list autocomplete) fed by the
 * suggestions endpoint. Arrow keys move through the list, Enter picks or submits, Escape closes it.
 */
export function AddSkillForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [fetched, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const add = useAddSkill();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typed = text.trim();
    if (!typed) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = await fetchSuggestions(typed, controller.signal);
      if (controller.signal.aborted) return;
      setOptions(found);
      setActive(-1);
    }, 150);
    return () => (clearTimeout(timer), controller.abort());
  }, [text]);

  const submit = (name: string) => {
    const parsed = newSkillSchema.safeParse({ name });
    if (!parsed.success) return (setError(parsed.error.issues[0].message), input.current?.focus());
    setError(null);
    setOpen(false);
    add.mutate(parsed.data.name, { onSuccess: onAdded });
  };
  const pick = (option: string) => (setText(option), setOpen(false), setActive(-1), input.current?.focus());
  const options = text.trim() ? fetched : [];
  const expanded = open && options.length > 0;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <div className="relative grid gap-1.5">
        <label htmlFor={`${id}-input`} className="text-sm font-medium">
          Skill
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          maxLength={SKILL_NAME_MAX + 20}
          placeholder="e.g. TypeScript, k8s, PostgreSQL"
          value={text}
          onChange={(e) => (setText(e.target.value), setOpen(true), setError(null))}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && options.length) {
              e.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % options.length);
            } else if (e.key === "ArrowUp" && options.length) {
              e.preventDefault();
              setOpen(true);
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
            } else if (e.key === "Enter" && expanded && active >= 0) {
              e.preventDefault();
              pick(options[active]);
            } else if (e.key === "Escape" && expanded) {
              e.preventDefault();
              e.stopPropagation(); // close the list, not the dialog
              setOpen(false);
            }
          }}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive"
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-10 mt-1 grid overflow-hidden rounded-md border bg-card py-1 shadow-card"
        >
          {options.map((option, i) => (
            <li
              key={option}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: it runs before the input's blur closes the list
              onMouseDown={(e) => (e.preventDefault(), pick(option))}
              className={cn("cursor-pointer px-3 py-2 text-sm", i === active ? "bg-primary-soft text-primary" : "hover:bg-muted")}
            >
              {option}
            </li>
          ))}
        </ul>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-end" disabled={add.isPending}>
        {add.isPending ? <Spinner /> : null}
        Add skill
      </Button>
    </form>
  );
}
