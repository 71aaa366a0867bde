"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegister } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldClass, Input, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import {
  EDUCATION_LOCATION_TYPES,
  EMPLOYMENT_TYPES,
  entrySchemas,
  EXPERIENCE_LOCATION_TYPES,
  MONTHS,
  yearOptions,
  type MonthYear,
} from "@/lib/validations/profile";
import type { EntryKind } from "@/lib/profile/lists";

// One form for the four lists, described field by field below; the rules and messages
// are the shared schemas' (lib/validations/profile.ts), and typing stops at each cap.

type FieldSpec =
  | { type: "text"; name: string; label: string; maxLength: number; optional?: boolean; placeholder?: string }
  | { type: "textarea"; name: string; label: string; maxLength: number; optional?: boolean }
  | { type: "select"; name: string; label: string; options: readonly string[]; optional?: boolean }
  | { type: "date"; name: string; label: string; years: "experience" | "other" | "education-end"; monthOptional?: boolean };

const FIELDS: Record<EntryKind, FieldSpec[]> = {
  exp: [
    { type: "text", name: "title", label: "Title", maxLength: 100, placeholder: "Backend developer" },
    { type: "select", name: "employment_type", label: "Employment type", options: EMPLOYMENT_TYPES },
    { type: "text", name: "company_name", label: "Company name", maxLength: 100 },
    { type: "text", name: "location", label: "Location", maxLength: 100, optional: true },
    { type: "select", name: "location_type", label: "Location type", options: EXPERIENCE_LOCATION_TYPES, optional: true },
    { type: "date", name: "start_date", label: "Start date", years: "experience" },
    { type: "date", name: "end_date", label: "End date", years: "experience" },
    { type: "textarea", name: "description", label: "Description", maxLength: 1000 },
  ],
  edu: [
    { type: "text", name: "school", label: "School", maxLength: 100 },
    { type: "text", name: "degree", label: "Degree", maxLength: 100, placeholder: "BSc" },
    { type: "text", name: "field", label: "Field of study", maxLength: 100 },
    { type: "text", name: "grade", label: "Grade", maxLength: 50, optional: true },
    { type: "text", name: "location", label: "Location", maxLength: 100, optional: true },
    { type: "select", name: "location_type", label: "Location type", options: EDUCATION_LOCATION_TYPES, optional: true },
    { type: "date", name: "start_date", label: "Start date", years: "other", monthOptional: true },
    { type: "date", name: "end_date", label: "End date", years: "education-end", monthOptional: true },
    { type: "textarea", name: "description", label: "Description", maxLength: 200, optional: true },
  ],
  project: showcase("finished_date", "Finished"),
  achievement: showcase("date", "Date"),
};

function showcase(dateName: string, dateLabel: string): FieldSpec[] {
  return [
    { type: "text", name: "title", label: "Title", maxLength: 50 },
    { type: "text", name: "highlight", label: "Highlight", maxLength: 100 },
    { type: "text", name: "link", label: "Link", maxLength: 2048, optional: true, placeholder: "https://" },
    { type: "date", name: dateName, label: dateLabel, years: "other", monthOptional: true },
    { type: "textarea", name: "description", label: "Description", maxLength: 500, optional: true },
  ];
}

type Values = Record<string, unknown>;
const asFormDate = (d: MonthYear | null | undefined) => ({ month: d?.month ?? "", year: d?.year ? String(d.year) : "" });

/** The form's values for an entry (or a new one): dates as two selects' strings. */
function toFormValues(kind: EntryKind, entry?: Values): Values {
  const values: Values = {};
  for (const f of FIELDS[kind]) values[f.name] = f.type === "date" ? asFormDate(entry?.[f.name] as MonthYear | null) : ((entry?.[f.name] as string | undefined) ?? "");
  // SPEC section 4: 'currently working' is on by default; an entry without an end date is current.
  if (kind === "exp") values.currently_working = !entry || !entry.end_date;
  return values;
}

export function EntryForm({ kind, entry, onSubmit, submitLabel }: { kind: EntryKind; entry?: Values; onSubmit: (data: Values) => Promise<unknown>; submitLabel: string }) {
  const form = useForm<Values>({ resolver: zodResolver(entrySchemas[kind] as never) as unknown as Resolver<Values>, defaultValues: toFormValues(kind, entry) });
  const { register, formState, setValue, control } = form;
  const current = useWatch({ control, name: "currently_working" }) === true && kind === "exp";
  const id = (name: string) => `${kind}-field-${name}`;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label={submitLabel}>
      {FIELDS[kind].map((f) => {
        const error = (formState.errors as FieldErrors<Record<string, { message?: string }>>)[f.name]?.message as string | undefined;
        const label = f.type !== "date" && "optional" in f && f.optional ? `${f.label} (optional)` : f.label;
        if (f.type === "date") {
          const disabled = current && f.name === "end_date";
          return (
            <div key={f.name} className="grid gap-2">
              {f.name === "end_date" && kind === "exp" ? (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-primary)]"
                    {...register("currently_working", {
                      // Checking the box clears the end date it disables.
                      onChange: (e) => e.target.checked && setValue("end_date", { month: "", year: "" }),
                    })}
                  />
                  I am currently working in this role
                </label>
              ) : null}
              <DateField id={id(f.name)} name={f.name} label={f.label} years={f.years} monthOptional={f.monthOptional} disabled={disabled} error={error} register={register} />
            </div>
          );
        }
        return (
          <Field key={f.name} id={id(f.name)} label={label} error={error}>
            {f.type === "select" ? (
              <select className={cn(fieldClass, "h-10")} {...register(f.name)}>
                <option value="">{f.optional ? "None" : "Select..."}</option>
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : f.type === "textarea" ? (
              <Textarea rows={4} maxLength={f.maxLength} {...register(f.name)} />
            ) : (
              <Input maxLength={f.maxLength} placeholder={f.placeholder} type={f.name === "link" ? "url" : "text"} {...register(f.name)} />
            )}
          </Field>
        );
      })}
      <SubmitButton pending={formState.isSubmitting} className="justify-self-end">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** A month and a year picker under one label (SPEC section 9's year lists). */
function DateField({
  id,
  name,
  label,
  years,
  monthOptional,
  disabled,
  error,
  register,
}: {
  id: string;
  name: string;
  label: string;
  years: "experience" | "other" | "education-end";
  monthOptional?: boolean;
  disabled?: boolean;
  error?: string;
  register: UseFormRegister<Values>;
}) {
  const errorId = `${id}-error`;
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium leading-none">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <select aria-label={`${label} month`} className={cn(fieldClass, "h-10")} {...aria} {...register(`${name}.month`)}>
          <option value="">{monthOptional ? "Month (optional)" : "Month"}</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <select aria-label={`${label} year`} className={cn(fieldClass, "h-10")} {...aria} {...register(`${name}.year`)}>
          <option value="">Year</option>
          {yearOptions(years).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
