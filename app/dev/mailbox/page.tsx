import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocalRequest } from "@/lib/api/client-ip";
import { mailboxEnabled } from "@/lib/env";
import { listOutbox } from "@/lib/mail";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Mailbox", robots: { index: false } };

// GET /dev/mailbox - the outbox transport's mail, newest first (off in production unless
// MAILBOX_ENABLED=1). Verification codes and reset links are read here without a mail account,
// so it answers only to this machine, judged by the connection's address: anyone else who
// could read it could reset any account's password.
export default async function MailboxPage({ searchParams }: { searchParams: Promise<{ to?: string }> }) {
  if (!mailboxEnabled() || !isLocalRequest()) notFound();
  const { to } = await searchParams;
  const mails = (await listOutbox({ limit: 100 })).filter((m) => !to || m.to === to.toLowerCase());
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Mailbox</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Mail sent while no mail provider is configured (RESEND_API_KEY unset){to ? `, to ${to}` : ""}. Newest first.
      </p>
      {mails.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed p-8 text-center text-muted-foreground">No mail yet.</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {mails.map((m) => (
            <li key={m.id}>
              <article aria-labelledby={`mail-${m.id}`} className="rounded-xl border bg-card p-5 shadow-card" data-to={m.to}>
                <h2 id={`mail-${m.id}`} className="font-semibold">
                  {m.subject}
                </h2>
                <p className="mt-1 text-xs text-muted-foreground">
                  To {m.to} · <time dateTime={m.createdAt.toISOString()}>{m.createdAt.toUTCString()}</time>
                </p>
                <pre className="mt-4 whitespace-pre-wrap break-words font-sans text-sm leading-6">
                  {m.text.split(/(https?:\/\/\S+)/).map((part, i) =>
                    i % 2 ? (
                      <a key={i} href={part} className="text-primary underline">
                        {part}
                      </a>
                    ) : (
                      part
                    ),
                  )}
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
