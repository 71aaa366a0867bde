"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AUTH_TOAST_MS, notify } from "@/components/ui/toaster";
import { request } from "@/lib/http";
import { resetPasswordFormSchema } from "@/lib/validations/auth";

type Values = z.infer<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token?: string }) {
  const router = useRouter();
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

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
        <CardTitle className="text-2xl">Choose a new password</CardTitle>
        <CardDescription>Every device signed in to your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {token ? null : (
          <div role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-4 text-sm">
            <CircleAlert aria-hidden className="size-5 shrink-0 text-destructive" />
            <div>
              <p className="font-semibold text-destructive">Token not found</p>
              <p className="mt-1 text-foreground/80">
                Open the link from the reset email, or{" "}
                <Link href="/forgot-password" className="font-medium text-primary underline">
                  request a new one
                </Link>
                .
              </p>
            </div>
          </div>
        )}
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Reset password" className="grid gap-4">
          <Field id="reset-password" label="New password" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" disabled={!token} {...form.register("password")} />
          </Field>
          <Field id="reset-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" disabled={!token} {...form.register("confirmPassword")} />
          </Field>
          <SubmitButton pending={isSubmitting} disabled={!token} className="w-full">
            Reset password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
