import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Binary data (files are kept in Postgres; PGlite hands back a Uint8Array, postgres-js a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

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
    userId: integer("user_id").references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to)],
);
export type MailOutbox = typeof mailOutbox.$inferSelect;

/**
 * A user's public id: 16 URL-safe characters from a CSPRNG (92 random bits of a v4 UUID).
 * It is what the API returns as a user's `id` and what public URLs carry; the integer key
 * stays internal, so ids cannot be walked.
 */
export const PUBLIC_ID_SQL = sql`substr(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), 1, 16)`;

export const user = pgTable(
  "user",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull().default(PUBLIC_ID_SQL),
    name: text("name").notNull(),
    /** Always stored lower-cased. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    verified: boolean("verified").notNull().default(false),
    /** Bumped by password change, email change and deletion: revokes older tokens and sessions. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_email_idx").on(t.email), uniqueIndex("user_public_id_idx").on(t.publicId)],
);
export type User = typeof user.$inferSelect;
export type NewUser = typeof user.$inferInsert;

/** The one live email verification code of a user (stored as an HMAC, never in clear). */
export const verificationCode = pgTable("verification_code", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Password reset links: the token's SHA-256 only, single use. */
export const passwordResetToken = pgTable(
  "password_reset_token",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("password_reset_token_hash_idx").on(t.tokenHash)],
);

/** The career profile's header (the name lives on user). A user has none until the wizard. */
export const profile = pgTable("profile", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  title: text("title").notNull().default(""),
  location: text("location").notNull().default(""),
  description: text("description").notNull().default(""),
  /** Whether the public profile shows the account's email (settings; off by default). */
  showEmail: boolean("show_email").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type Profile = typeof profile.$inferSelect;

/**
 * Experience, education, projects and achievements: one row per entry, `kind` naming the
 * list, `data` the entry as its zod schema (lib/validations/profile.ts) parsed it. The API
 * addresses entries by their rank in (position, id) order, so a delete needs no renumbering.
 */
export const profileEntry = pgTable(
  "profile_entry",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profile_entry_user_kind_idx").on(t.userId, t.kind, t.position)],
);
export type ProfileEntry = typeof profileEntry.$inferSelect;

/** Feedback from signed-in users (POST /api/user/feedback). */
export const feedback = pgTable("feedback", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => user.id, { onDelete: "set null" }),
  email: text("email").notNull(),
  experience: text("experience").notNull(),
  improvements: text("improvements").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The profile picture, re-encoded on upload; `version` goes into its URL for caching. */
export const profilePicture = pgTable("profile_picture", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
  contentType: text("content_type").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The resume: PDF, DOC or DOCX as uploaded, its type read from its content. */
export const resume = pgTable("resume", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A rated skill. `canonical` is the catalogue's key for the skill (or the typed name's),
 * so that rankings compare like with like and aliases cannot add a skill twice. The
 * weekly target is kept as the running window's start and answer count; the badge and
 * progress are computed from them on read (lib/skills/activity.ts).
 */
export const skill = pgTable(
  "skill",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    canonical: text("canonical").notNull(),
    rating: integer("rating").notNull().default(0),
    /** The owner's choice; the skill shows only while it is also Active. */
    visible: boolean("visible").notNull().default(false),
    target: integer("target").notNull().default(10),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    windowAnswers: integer("window_answers").notNull().default(0),
    /** The end of the latest window whose target was met, once the window is over. */
    lastMetWindowEnd: timestamp("last_met_window_end", { withTimezone: true }),
    answers: integer("answers").notNull().default(0),
    /** The rating's estimate (lib/quiz/rating.ts): mean and uncertainty on the 0-100 scale. */
    estimateMean: real("estimate_mean").notNull().default(50),
    estimateSd: real("estimate_sd").notNull().default(30),
    lastAnsweredAt: timestamp("last_answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("skill_user_canonical_idx").on(t.userId, t.canonical), index("skill_canonical_rating_idx").on(t.canonical, t.rating)],
);
export type Skill = typeof skill.$inferSelect;

/**
 * Every question the quiz asked, with its hidden parts (reference answer, key points) and,
 * once answered or skipped, the answer, its grade and the rating before and after. A user
 * has at most one pending question (the partial unique index), so a question is graded once.
 */
export const quizQuestion = pgTable(
  "quiz_question",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    skillId: integer("skill_id")
      .notNull()
      .references(() => skill.id, { onDelete: "cascade" }),
    engine: text("engine").notNull(),
    bankId: text("bank_id"),
    question: text("question").notNull(),
    topic: text("topic").notNull(),
    difficulty: integer("difficulty").notNull(),
    reference: text("reference").notNull(),
    keyPoints: jsonb("key_points").notNull(),
    /** The user had seen this question (quiz_seen) when it was asked: its answer moves no rating. */
    repeat: boolean("repeat").notNull().default(false),
    /** pending, answered or skipped. */
    status: text("status").notNull().default("pending"),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    answer: text("answer"),
    grade: integer("grade"),
    covered: jsonb("covered"),
    missed: jsonb("missed"),
    ratingBefore: integer("rating_before"),
    ratingAfter: integer("rating_after"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("quiz_question_pending_idx").on(t.userId).where(sql`status = 'pending'`),
    index("quiz_question_skill_idx").on(t.skillId, t.askedAt),
  ],
);
export type QuizQuestionRow = typeof quizQuestion.$inferSelect;

/**
 * Every question a user was asked, per skill identity (`canonical`), not per skill row: it
 * outlives deleting the skill, so a skill added again (aliases included) is not a fresh bank
 * whose model answers the user already read. `question_key` is the text's SHA-256 (model
 * answers are looked up by text); `bank_id` and `last_seen_at` steer the bank's rotation.
 */
export const quizSeen = pgTable(
  "quiz_seen",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    canonical: text("canonical").notNull(),
    questionKey: text("question_key").notNull(),
    bankId: text("bank_id"),
    question: text("question").notNull(),
    topic: text("topic").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.canonical, t.questionKey] }), index("quiz_seen_recent_idx").on(t.userId, t.canonical, t.lastSeenAt)],
);

/** The chat thread as the user sees it; it survives a reload. */
export const quizMessage = pgTable(
  "quiz_message",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quiz_message_user_idx").on(t.userId, t.id)],
);

/** Which skill the user is practising. */
export const quizState = pgTable("quiz_state", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  skillId: integer("skill_id").references(() => skill.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Bug reports from the quiz (POST /api/user/chat-bug), with the transcript. */
export const bugReport = pgTable("bug_report", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => user.id, { onDelete: "set null" }),
  email: text("email").notNull(),
  description: text("description").notNull(),
  history: text("history").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
