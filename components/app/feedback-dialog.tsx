"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { postJson } from "@/lib/http";
import { feedbackSchema, type FeedbackInput } from "@/lib/validations/profile";

/** SPEC section 5: the header's Feedback dialog; each text at most 1000 characters. */
export function FeedbackDialog({ email, open, onOpenChange }: { email: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<FeedbackInput>({ resolver: zodResolver(feedbackSchema), defaultValues: { experience: "", improvements: "" } });
  const { errors, isSubmitting } = form.formState;
  const send = form.handleSubmit(async (values) => {
    const result = await postJson("/api/user/feedback", { email, ...values });
    if (!result.ok) return notify.error("Error posting feedback", { description: result.error });
    notify.success("Posted Feedback");
    form.reset();
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Feedback</DialogTitle>
        <DialogDescription>Tell us how SkillProof works for you. We read every note.</DialogDescription>
        <form onSubmit={send} noValidate aria-label="Feedback" className="grid gap-4">
          <Field id="feedback-experience" label="How was your experience?" error={errors.experience?.message}>
            <Textarea rows={4} maxLength={1000} {...form.register("experience")} />
          </Field>
          <Field id="feedback-improvements" label="What could we improve?" error={errors.improvements?.message}>
            <Textarea rows={4} maxLength={1000} {...form.register("improvements")} />
          </Field>
          <SubmitButton pending={isSubmitting} className="justify-self-end">
            Send feedback
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
