"use client";

import { useRef, useState } from "react";
import type { z } from "zod";

// The public pages' forms (contact, sign-in, password recovery). They validate with the
// same zod schemas as the handlers, but load them (and zod) only when someone starts on
// the form: on focus, or at the latest on submit. react-hook-form stays in the signed-in
// area, where its weight does not hold up a first visit.
//
// It behaves like react-hook-form's defaults: nothing is checked until the first submit;
// after that every change checks again, so a fixed field loses its message at once. The
// first invalid field takes the focus.

const LOAD_FAILED = "The form could not load. Check your connection and try again.";

type Errors<I> = Partial<Record<keyof I | "root", string>>;

export function useLazyForm<I extends Record<string, string>, O = I>({ schema, defaultValues }: { schema: () => Promise<z.ZodType<O, I>>; defaultValues: I }) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Errors<I>>({});
  const [submitting, setSubmitting] = useState(false);
  const loaded = useRef<z.ZodType<O, I>>(null);
  const submitted = useRef(false);

  const load = async () => (loaded.current ??= await schema());
  const preload = () => void load().catch(() => undefined);

  const check = (s: z.ZodType<O, I>, input: I) => {
    const result = s.safeParse(input);
    const found: Errors<I> = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0] ?? "root") as keyof I] ??= issue.message;
    return { data: result.data, errors: found };
  };

  /** Props for the input of one field: name, value and onChange. */
  const field = <K extends keyof I & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted.current && loaded.current) setErrors(check(loaded.current, next).errors);
    },
  });

  /** The form's onSubmit: checks the values, then runs `onValid` with the parsed data. */
  const handleSubmit = (onValid: (data: O) => unknown) => async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    submitted.current = true;
    setSubmitting(true);
    try {
      let s: z.ZodType<O, I>;
      try {
        s = await load();
      } catch {
        return setErrors({ root: LOAD_FAILED } as Errors<I>);
      }
      const result = check(s, values);
      setErrors(result.errors);
      const invalid = Object.keys(result.errors)[0];
      if (invalid) return (form.elements.namedItem(invalid) as HTMLElement | null)?.focus();
      await onValid(result.data as O);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: keyof I | "root", message: string) => setErrors((e) => ({ ...e, [name]: message }));
  const reset = (next: I = defaultValues) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
  };

  return { field, errors, submitting, handleSubmit, setError, reset, preload };
}
