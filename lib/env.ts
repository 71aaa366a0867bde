import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Every variable the server reads, validated once. With nothing set the app runs on
// its embedded defaults (see README and .env.example).
const optional = z.string().trim().min(1).optional().catch(undefined);
const url = z.url().optional().catch(undefined);
const flag = z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL").optional(),
  DATA_DIR: z.string().default(".data"),
  APP_URL: z.url().default("http://localhost:3000"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  RESEND_API_KEY: optional,
  MAIL_FROM: z.string().default("SkillProof <no-reply@skillproof.dev>"),
  MAILBOX_ENABLED: flag,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  CONTACT_EMAIL: z.string().default("hello@skillproof.dev"),
  CONTACT_PHONE: z.string().default("+1 (408) 555-0142"),
  CONTACT_ADDRESS: z.string().default("San Jose, CA"),
  SOCIAL_LINKEDIN_URL: url.default("https://www.linkedin.com/company/skillproof"),
  SOCIAL_X_URL: url.default("https://x.com/skillproof"),
  SOCIAL_DISCORD_URL: url.default("https://discord.gg/skillproof"),
  // How many proxies in front of the server to trust for the client's address: 0 (none,
  // the default), or N; "true" means 1.
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)$/, "TRUST_PROXY must be a number of proxies (0, 1, 2...) or true/false")
    .optional()
    .transform((v) => (v === "true" ? 1 : v === "false" || v === undefined ? 0 : Number(v))),
  // The AI quiz engine (lib/quiz/ai-engine.ts). Unset: the offline question bank only.
  AI_PROVIDER: z.enum(["openai", "anthropic", "openai-compatible"], "AI_PROVIDER must be openai, anthropic or openai-compatible").optional(),
  AI_API_KEY: optional,
  AI_BASE_URL: z.url("AI_BASE_URL must be a URL, e.g. http://localhost:11434/v1").optional(),
  AI_MODEL: optional,
  AI_TIMEOUT_MS: z.coerce.number("AI_TIMEOUT_MS must be a number of milliseconds").int().positive().max(600_000).default(20_000),
});

export type Env = z.infer<typeof envSchema>;

function load(): Env {
  // An empty value (`KEY=` in a copied .env file) means unset.
  const set = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

export const env: Env = load();

export const dataDir = () => path.resolve(env.DATA_DIR);

/** AUTH_SECRET, or a secret generated once and kept in the data folder. */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production" && env.DATABASE_URL) {
    throw new Error("AUTH_SECRET must be set when DATABASE_URL is set (a serverless deployment has no persistent data folder).");
  }
  const file = path.join(dataDir(), "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e; // another process won the race
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** The dev mailbox is on outside production, and in production only when asked for. */
export const mailboxEnabled = () => env.NODE_ENV !== "production" || env.MAILBOX_ENABLED;
