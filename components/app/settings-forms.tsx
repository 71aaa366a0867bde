"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2, UserRoundPen } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { AUTH_TOAST_MS, notify } from "@/components/ui/toaster";
import { leaveApp, verifyPath } from "@/lib/auth/client";
import { postJson } from "@/lib/http";
import { useLeaveApp } from "./use-leave-app";
import { changeEmailFormSchema, editPasswordFormSchema, type ChangeEmailFormInput, type EditPasswordFormInput } from "@/lib/validations/auth";

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const form = useForm<ChangeEmailFormInput>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { newEmail: "", confirmEmail: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = async ({ newEmail, password }: ChangeEmailFormInput) => {
    const result = await postJson("/api/user/change-email", { password, newEmail });
    if (!result.ok) return notify.error("Error changing email address", { description: result.error, duration: AUTH_TOAST_MS });
    notify.success("Email id changed successfully", { duration: AUTH_TOAST_MS });
    // The session has ended: verify the new address, then sign in again.
    leaveApp(verifyPath(newEmail));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Email</CardTitle>
        <CardDescription>
          Currently {currentEmail}. You will verify the new address with a code and sign in again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Change Email" className="grid gap-4">
          <Field id="new-email" label="New email" error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...form.register("newEmail")} />
          </Field>
          <Field id="confirm-email" label="Confirm new email" error={errors.confirmEmail?.message}>
            <Input type="email" autoComplete="email" {...form.register("confirmEmail")} />
          </Field>
          <Field id="email-password" label="Current password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </Field>
          <SubmitButton pending={isSubmitting} className="justify-self-start">
            Change email
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

export function ChangePasswordForm() {
  const empty = { oldPassword: "", newPassword: "", confirmPassword: "" };
  const form = useForm<EditPasswordFormInput>({ resolver: zodResolver(editPasswordFormSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = async ({ oldPassword, newPassword }: EditPasswordFormInput) => {
    const result = await postJson("/api/user/edit-password", { oldPassword, newPassword });
    if (!result.ok) return notify.error("Error changing password", { description: result.error, duration: AUTH_TOAST_MS });
    notify.success("Password changed successfully", { description: "Other devices have been signed out.", duration: AUTH_TOAST_MS });
    form.reset(empty);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Changing your password signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Change Password" className="grid gap-4">
          <Field id="old-password" label="Old password" error={errors.oldPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("oldPassword")} />
          </Field>
          <Field id="new-password" label="New password" error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
          </Field>
          <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </Field>
          <SubmitButton pending={isSubmitting} className="justify-self-start">
            Change password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

export function ProfileActions() {
  const { run: deleteAccount, busy } = useLeaveApp("/api/user/delete", "Failed to delete account");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Edit what employers see, or delete your account and everything in it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href="/edit-profile">
            <UserRoundPen aria-hidden /> Edit profile
          </Link>
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={busy}>
              {busy ? <Spinner /> : <Trash2 aria-hidden />} Delete profile
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Are you sure you want delete account?</AlertDialogTitle>
            <AlertDialogDescription>Your profile, skills, quiz history and files are removed for good. This cannot be undone.</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={deleteAccount}>Delete account</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
