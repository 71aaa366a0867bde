import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ProfileView } from "@/components/profile/profile-view";
import type { OwnProfile } from "@/hooks/use-profile";
import { requireSessionUser } from "@/lib/auth/next-auth";
import { getOwnProfile } from "@/lib/profile/profile";

export const metadata: Metadata = { title: "Profile" };

// The career profile, rendered on the server with the same data GET /api/user/profile
// returns; the page then keeps it in React Query, so edits update it in place.
export default async function ProfilePage() {
  const me = await requireSessionUser();
  const profile = (await getOwnProfile({ account: me })) as OwnProfile;
  // SPEC section 2: a profile without a title is finished in the wizard first.
  if (!profile.profile.title) redirect("/edit-profile");
  return <ProfileView initial={profile} />;
}
