import "server-only";
import NextAuth from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { authSecret, env } from "@/lib/env";
import { getUserById } from "@/lib/users/accounts";
import { userForClaims } from "./authenticate";
import { SESSION_MAX_AGE, type TokenClaims } from "./tokens";

// Auth.js reads the browser session in server components. Sign-in itself happens in our
// route handlers (SPEC's /api/user/* contract), which mint the same JWT session cookie.
export const { auth } = NextAuth(() => ({
  providers: [],
  secret: authSecret(),
  trustHost: true,
  useSecureCookies: env.APP_URL.startsWith("https://"),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  callbacks: {
    // A revoked session (older token version, deleted or unverified account) ends here.
    async jwt({ token }) {
      return (await userForClaims(token as unknown as TokenClaims)) ? token : null;
    },
    session({ session, token }) {
      return { ...session, user: { ...session.user, id: token.sub! } };
    },
  },
}));

/** The signed-in user for this request (server components), or undefined. */
export const getSessionUser = cache(async () => {
  const session = await auth();
  const id = Number(session?.user?.id);
  return id ? getUserById({ id }) : undefined;
});

/** The signed-in user, or a redirect to / (layouts and pages render in parallel, so each checks). */
export async function requireSessionUser() {
  const me = await getSessionUser();
  if (!me) redirect("/");
  return me;
}
