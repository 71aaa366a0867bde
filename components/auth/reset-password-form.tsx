"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { CircleAlertIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { AUTH_TOAST_MS, notify } from "@/components/ui/toaster";
import { request } from "@/lib/http";
import { useLazyForm } from "@/lib/use-lazy-form";
import type { ResetPasswordFormInput as Values } from "@/lib/validations/auth";

export function ResetPasswordForm({ token }: { token?: string }) {
  const router = useRouter();
  const { field, errors, submitting, handleSubmit, preload } = useLazyForm<Values>({
    schema: () => import("@/lib/validations/auth").then((m) => m.resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  useEffect(() => {
    if (!token) notify.error("Token not found", { duration: AUTH_TOAST_MS });
  }, [token]);

  const onSubmit = async ({ password }: Values) => {
    if (!token) return notify.error("Token not found", { duration: AUTH_TOAST_MS });
    const body = new FormData();
    body.append("password", password);
    const result = await request("/api/user/reset-password", { method: "POST", body, headers: { authorization: `Bearer ${token}` } });
    if (!result.ok) return notify.error("Error resetting password", { description: result.error, duration: AUTH_TOAST_MS });
    notify.success("Password changed successfully", { description: "Log in with your new password.", duration: AUTH_TOAST_MS });
    router.push("/login");
  };

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-2xl!">Choose a new password</CardTitle>
        <CardDescription>Every device signed in to your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {token ? null : (
          <div role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-4 text-sm">
            <CircleAlertIcon className="size-5 shrink-0 text-destructive" />
            <div>
              <p className="font-semibold text-destructive">Token not found</p>
              <p className="mt-1 text-foreground/80">
                Open the link from the reset email, or{" "}
                <a href="/forgot-password" className="font-medium text-primary underline">
                  request a new one
                </a>
                .
              </p>
            </div>
          </div>
        )}
        <form onSubmit={handleSubmit(onSubmit)} onFocus={preload} noValidate aria-label="Reset password" className="grid gap-4">
          <Field id="reset-password" label="New password" error={errors.password}>
            <Input type="password" autoComplete="new-password" disabled={!token} {...field("password")} />
          </Field>
          <Field id="reset-confirm" label="Confirm password" error={errors.confirmPassword}>
            <Input type="password" autoComplete="new-password" disabled={!token} {...field("confirmPassword")} />
          </Field>
          <SubmitButton pending={submitting} disabled={!token} className="w-full">
            Reset password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
