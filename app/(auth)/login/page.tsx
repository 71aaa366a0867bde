import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { Pageview } from "@/components/analytics/pageview";
import { AuthCard } from "@/components/auth/auth-card";
import { LOGIN_MODE_COOKIE } from "@/lib/auth/client";
import { getSessionUser } from "@/lib/auth/next-auth";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Login" };

export default async function LoginPage() {
  if (await getSessionUser()) redirect("/app/profile");
  const mode = (await cookies()).get(LOGIN_MODE_COOKIE)?.value === "register" ? "register" : "login";
  return (
    <>
      <Pageview title="Login Page" path="/login" />
      <AuthCard initialMode={mode} googleClientId={env.GOOGLE_CLIENT_ID} />
    </>
  );
}
