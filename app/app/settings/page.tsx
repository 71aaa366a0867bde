import type { Metadata } from "next";
import { ChangeEmailForm, ChangePasswordForm, ProfileActions } from "@/components/app/settings-forms";
import { requireSessionUser } from "@/lib/auth/next-auth";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const me = await requireSessionUser();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
      <div className="grid gap-6 xl:grid-cols-2">
        <ChangeEmailForm currentEmail={me.email} />
        <ChangePasswordForm />
      </div>
      <ProfileActions />
    </div>
  );
}
