import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// Tables are singular in TypeScript and snake_case in SQL. No pgEnum: enum types are
// schema-qualified by drizzle-kit, which would break the per-schema test databases.

export const contactEnquiry = pgTable("contact_enquiry", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  role: text("role").notNull(),
  organization: text("organization").notNull(),
  message: text("message").notNull(),
  ip: text("ip"),
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type ContactEnquiry = typeof contactEnquiry.$inferSelect;
export type NewContactEnquiry = typeof contactEnquiry.$inferInsert;

/** Fixed-window counters, kept in the database so limits hold across serverless instances. */
export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Mail sent through the outbox transport (no RESEND_API_KEY): read at /dev/mailbox. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to)],
);
export type MailOutbox = typeof mailOutbox.$inferSelect;
