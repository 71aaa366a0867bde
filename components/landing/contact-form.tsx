"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { postJson } from "@/lib/http";
import { createContactSchema, type CreateContactInput } from "@/lib/validations/contact";

const empty: CreateContactInput = { name: "", email: "", role: "", organization: "", message: "" };

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateContactInput>({ resolver: zodResolver(createContactSchema), defaultValues: empty });

  const onSubmit = async (values: CreateContactInput) => {
    const result = await postJson("/api/contact", values);
    if (result.ok) {
      notify.success("We will get back to you soon");
      reset(empty);
      return;
    }
    // Keep what was typed; show the server's reasons where it gave them.
    for (const [field, messages] of Object.entries(result.issues ?? {})) {
      if (field in empty && messages[0]) setError(field as keyof CreateContactInput, { message: messages[0] });
    }
    notify.error("Something went wrong", { description: result.error });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form" className="grid gap-4 rounded-xl border bg-card p-6 shadow-card">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" placeholder="Jane Doe" {...register("name")} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="jane@company.com" {...register("email")} />
        </Field>
        <Field id="contact-role" label="Role" error={errors.role?.message}>
          <Input autoComplete="organization-title" placeholder="Engineering manager" {...register("role")} />
        </Field>
        <Field id="contact-organization" label="Organization" error={errors.organization?.message}>
          <Input autoComplete="organization" placeholder="Acme Inc." {...register("organization")} />
        </Field>
      </div>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea rows={5} placeholder="How can we help?" {...register("message")} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-fit sm:justify-self-end">
        {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {isSubmitting ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
