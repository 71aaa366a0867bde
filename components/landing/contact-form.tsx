"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SendIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toaster";
import { postJson } from "@/lib/http";
import { useLazyForm } from "@/lib/use-lazy-form";
import type { CreateContactInput } from "@/lib/validations/contact";

const empty: CreateContactInput = { name: "", email: "", role: "", organization: "", message: "" };
const schema = () => import("@/lib/validations/contact").then((m) => m.createContactSchema);

export function ContactForm() {
  const { field, errors, submitting, handleSubmit, setError, reset, preload } = useLazyForm({ schema, defaultValues: empty });

  const onSubmit = async (values: CreateContactInput) => {
    const result = await postJson("/api/contact", values);
    if (result.ok) {
      notify.success("We will get back to you soon");
      reset();
      return;
    }
    // Keep what was typed; show the server's reasons where it gave them.
    for (const [name, messages] of Object.entries(result.issues ?? {})) {
      if (name in empty && messages[0]) setError(name as keyof CreateContactInput, messages[0]);
    }
    notify.error("Something went wrong", { description: result.error });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={preload} noValidate aria-label="Contact form" className="grid gap-4 rounded-xl border bg-card p-6 shadow-card">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          <Input autoComplete="name" placeholder="Jane Doe" {...field("name")} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" placeholder="jane@company.com" {...field("email")} />
        </Field>
        <Field id="contact-role" label="Role" error={errors.role}>
          <Input autoComplete="organization-title" placeholder="Engineering manager" {...field("role")} />
        </Field>
        <Field id="contact-organization" label="Organization" error={errors.organization}>
          <Input autoComplete="organization" placeholder="Acme Inc." {...field("organization")} />
        </Field>
      </div>
      <Field id="contact-message" label="Message" error={errors.message}>
        <Textarea rows={5} placeholder="How can we help?" {...field("message")} />
      </Field>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="w-full sm:w-fit sm:justify-self-end">
        {submitting ? <Spinner /> : <SendIcon />}
        {submitting ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
