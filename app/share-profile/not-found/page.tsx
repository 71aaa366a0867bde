import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";
import { OwnerRedirect } from "@/components/share/owner-redirect";

export const metadata: Metadata = { title: "Profile not found", robots: { index: false } };

export default function ProfileNotFound() {
  return (
    <>
      <ErrorScreen status={404} message="Not Found: there is no public profile at this address." />
      <OwnerRedirect />
    </>
  );
}
