import { Mail, UserRound } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/auth/next-auth";

export const metadata: Metadata = { title: "Profile" };

// The account part of the profile; the career profile (experience, education, projects,
// achievements, skills) is built on this page by its own issue.
export default async function ProfilePage() {
  const me = await requireSessionUser();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
      <Card>
        <CardHeader>
          <CardTitle>
            <span className="flex items-center gap-3">
              <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
                <UserRound aria-hidden className="size-6" />
              </span>
              {me.name}
            </span>
          </CardTitle>
          <CardDescription className="flex items-center gap-2">
            <Mail aria-hidden className="size-4" /> {me.email}
          </CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          Your account is verified. Manage your email and password in{" "}
          <Link href="/app/settings" className="font-medium text-primary hover:underline">
            Settings
          </Link>
          .
        </CardContent>
      </Card>
    </div>
  );
}
