import { AppShell } from "@/components/app/app-shell";
import { QueryProvider } from "@/components/providers/query-provider";
import { requireSessionUser } from "@/lib/auth/next-auth";

// Every /app page needs a session; the check runs on the server for each request.
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const me = await requireSessionUser();
  return (
    <QueryProvider>
      <AppShell user={{ id: me.publicId, name: me.name, email: me.email }}>{children}</AppShell>
    </QueryProvider>
  );
}
