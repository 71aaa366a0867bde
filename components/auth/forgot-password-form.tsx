"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { MailCheckIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { AUTH_TOAST_MS, notify } from "@/components/ui/toaster";
import { request } from "@/lib/http";
import { useLazyForm } from "@/lib/use-lazy-form";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string>();
  const { field, errors, submitting, handleSubmit, preload } = useLazyForm({
    schema: () => import("@/lib/validations/auth").then((m) => m.emailSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = async ({ email }: { email: string }) => {
    const body = new FormData();
    body.append("email", email);
    const result = await request("/api/user/forgot-password", { method: "POST", body });
    if (result.ok) {
      setSentTo(email);
      notify.success("Email sent successfully", { duration: AUTH_TOAST_MS });
    } else {
      notify.error("Error sending email", { description: result.error, duration: AUTH_TOAST_MS });
    }
  };

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-2xl!">Forgot your password?</CardTitle>
        <CardDescription>Enter your account&apos;s email and we will send you a link to choose a new password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sentTo ? (
          <div role="status" className="flex gap-3 rounded-lg border border-success/30 bg-success-soft p-4 text-sm">
            <MailCheckIcon className="size-5 shrink-0 text-success" />
            <div>
              <p className="font-semibold text-success">Password reset link sent</p>
              <p className="mt-1 text-foreground/80">If an account uses {sentTo}, the link is on its way. It works once and expires in 30 minutes.</p>
            </div>
          </div>
        ) : null}
        <form onSubmit={handleSubmit(onSubmit)} onFocus={preload} noValidate aria-label="Forgot password" className="grid gap-4">
          <Field id="forgot-email" label="Email" error={errors.email}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...field("email")} />
          </Field>
          <SubmitButton pending={submitting} className="w-full">
            Send link
          </SubmitButton>
        </form>
        <a href="/login" className="justify-self-center text-sm font-medium text-primary hover:underline">
          Back to login
        </a>
      </CardContent>
    </Card>
  );
}
