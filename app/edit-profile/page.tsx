import type { Metadata } from "next";
import { Logo } from "@/components/landing/logo";
import { ProfileWizard } from "@/components/profile/profile-wizard";
import { requireSessionUser } from "@/lib/auth/next-auth";
import { getOwnProfile } from "@/lib/profile/profile";

export const metadata: Metadata = { title: "Edit profile" };

// The profile wizard; an existing profile is loaded into it for editing.
export default async function EditProfilePage() {
  const me = await requireSessionUser();
  const { name, profile } = await getOwnProfile({ account: me });
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 pb-16 pt-6">
        <div className="w-full max-w-lg">
          <h1 className="sr-only">Edit profile</h1>
          <ProfileWizard initial={{ name, title: profile.title, location: profile.location, description: profile.description }} picture={profile.picture} />
        </div>
      </main>
    </div>
  );
}
