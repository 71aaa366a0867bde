import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactEnquiry, type NewContactEnquiry } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail";

/** Enquiries per client IP: 5 every 10 minutes. */
export const CONTACT_LIMIT = { limit: 5, windowSeconds: 600 };

export async function createEnquiry(values: NewContactEnquiry) {
  const db = await getDb();
  const [row] = await db.insert(contactEnquiry).values(values).returning();
  return row;
}

/** Tell the team. A failure is logged and leaves notified_at empty; the enquiry stays. */
export async function notifyTeam(enquiry: typeof contactEnquiry.$inferSelect) {
  try {
    await sendMail({
      to: env.CONTACT_EMAIL,
      subject: `New enquiry from ${enquiry.name} (${enquiry.organization})`,
      text: [
        `Name: ${enquiry.name}`,
        `Email: ${enquiry.email}`,
        `Role: ${enquiry.role}`,
        `Organization: ${enquiry.organization}`,
        "",
        enquiry.message,
      ].join("\n"),
    });
    const db = await getDb();
    await db.update(contactEnquiry).set({ notifiedAt: new Date() }).where(eq(contactEnquiry.id, enquiry.id));
  } catch (e) {
    console.error(`Enquiry ${enquiry.id} was stored but the notification failed:`, e);
  }
}
