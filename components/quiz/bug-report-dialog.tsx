"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { postJson } from "@/lib/http";
import { CHAT_BUG_DESCRIPTION_MAX, chatBugFormSchema, chatTranscript, type ChatBugFormInput, type ChatBugInput } from "@/lib/validations/quiz";

/**
 * The quiz's Report a bug dialog: POST /api/user/chat-bug with the user's description and
 * the thread as it stands, lines of `ROLE: content` (SPEC sections 3, 7 and 8).
 */
export function BugReportDialog({
  email,
  messages,
  open,
  onOpenChange,
}: {
  email: string;
  messages: { role: string; content: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ChatBugFormInput>({ resolver: zodResolver(chatBugFormSchema), defaultValues: { description: "" } });
  const { errors, isSubmitting } = form.formState;
  const send = form.handleSubmit(async ({ description }) => {
    const body: ChatBugInput = { email, description, history: chatTranscript(messages) };
    const result = await postJson("/api/user/chat-bug", body);
    if (!result.ok) return notify.error("Error reporting bug", { description: result.error });
    notify.success("Reported Bug");
    form.reset();
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Report a bug</DialogTitle>
        <DialogDescription>Tell us what went wrong. The conversation so far is sent with your report.</DialogDescription>
        <form onSubmit={send} noValidate aria-label="Report a bug" className="grid gap-4">
          <Field id="chat-bug-description" label="What happened?" error={errors.description?.message}>
            <Textarea rows={5} maxLength={CHAT_BUG_DESCRIPTION_MAX} {...form.register("description")} />
          </Field>
          <SubmitButton pending={isSubmitting} className="justify-self-end">
            Report bug
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
