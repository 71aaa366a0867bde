import type { Metadata } from "next";
import { PublicEmailSetting } from "@/components/app/public-email-setting";
import { ChangeEmailForm, ChangePasswordForm, ProfileActions } from "@/components/app/settings-forms";
import { getShowEmail } from "@/lib/profile/profile";
import { requireSessionUser } from "@/lib/auth/next-auth";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const me = await requireSessionUser();
  const showEmail = await getShowEmail({ userId: me.id });
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
      <div className="grid gap-6 xl:grid-cols-2">
        <ChangeEmailForm currentEmail={me.email} />
        <ChangePasswordForm />
      </div>
      <PublicEmailSetting initial={showEmail} />
      <ProfileActions />
    </div>
  );
}
