import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string; userId?: number };

export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

/** Resend, when RESEND_API_KEY is set. Resend returns its errors instead of throwing. */
const resendTransport = (apiKey: string): MailTransport => ({
  async send(mail) {
    const { Resend } = await import("resend");
    const { error } = await new Resend(apiKey).emails.send({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    if (error) throw new Error(`Mail to ${mail.to} failed: ${error.message}`);
  },
});

/** The embedded default: stored in the database, printed to the log, read at /dev/mailbox. */
const outboxTransport: MailTransport = {
  async send(mail) {
    const db = await getDb();
    await db.insert(mailOutbox).values(mail);
    if (env.NODE_ENV !== "test") console.log(`[mail] to=${mail.to} subject="${mail.subject}"\n${mail.text}\n[/mail]`);
  },
};

let override: MailTransport | undefined;
/** Tests swap the transport (to simulate a failing provider, for example). */
export function setMailTransport(t: MailTransport | undefined) {
  override = t;
}

export function sendMail(mail: Mail) {
  const transport = override ?? (env.RESEND_API_KEY ? resendTransport(env.RESEND_API_KEY) : outboxTransport);
  return transport.send(mail);
}

export async function listOutbox({ limit = 50 }: { limit?: number } = {}) {
  const db = await getDb();
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
