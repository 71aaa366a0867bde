import "server-only";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, like, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { mailOutbox, passwordResetToken, rateLimit, user, verificationCode, type User } from "@/lib/db/schema";
import { authSecret, env } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { revalidateSharePaths } from "@/lib/profile/share-cache";

export const CODE_TTL_MINUTES = 15;
export const RESET_TTL_MINUTES = 30;
export const MAX_CODE_ATTEMPTS = 5;

/** What a client may see of a user: its id is the public one (lib/db/schema.ts). */
export const publicUser = (u: User) => ({ id: u.publicId, email: u.email, verified: u.verified });

export async function getUserByPublicId({ publicId }: { publicId: string }) {
  const db = await getDb();
  const [row] = await db.select().from(user).where(eq(user.publicId, publicId));
  return row;
}

export async function getUserById({ id }: { id: number }) {
  const db = await getDb();
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function getUserByEmail({ email }: { email: string }) {
  const db = await getDb();
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row;
}

const emailTaken = () => new ApiError("conflict", "An account with this email already exists");

export async function createUser({ name, email, password }: { name: string; email: string; password: string }) {
  if (await getUserByEmail({ email })) throw emailTaken();
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const [row] = await db.insert(user).values({ name, email: email.toLowerCase(), passwordHash }).onConflictDoNothing().returning();
  if (!row) throw emailTaken(); // lost a race with the same address
  return row;
}

/** The user for these credentials, or 401. Unknown emails cost the same time as wrong passwords. */
export async function checkCredentials({ email, password }: { email: string; password: string }) {
  const found = await getUserByEmail({ email });
  if (!(await verifyPassword(password, found?.passwordHash)) || !found) {
    throw new ApiError("unauthorized", "Invalid email or password");
  }
  return found;
}

// --- verification codes ---------------------------------------------------------------

const codeHash = (userId: number, code: string) => createHmac("sha256", authSecret()).update(`${userId}:${code}`).digest("hex");

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Replace the user's code with a fresh 6-digit one and mail it. */
export async function sendVerificationCode({ account }: { account: User }) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const db = await getDb();
  const values = { codeHash: codeHash(account.id, code), attempts: 0, expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000) };
  await db.insert(verificationCode).values({ userId: account.id, ...values }).onConflictDoUpdate({ target: verificationCode.userId, set: values });
  await sendMail({
    to: account.email,
    userId: account.id,
    subject: `Your SkillProof verification code: ${code}`,
    text: [
      `Hi ${account.name},`,
      "",
      `Your SkillProof verification code is: ${code}`,
      "",
      `It expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
      "",
      "The SkillProof team",
    ].join("\n"),
  });
}

const badCode = () => new ApiError("bad_request", "Invalid or expired code");

/** Check a code: single use, expiring, void after MAX_CODE_ATTEMPTS wrong tries. */
export async function verifyAccount({ email, code }: { email: string; code: string }) {
  const account = await getUserByEmail({ email });
  if (!account) throw badCode();
  const db = await getDb();
  const [stored] = await db.select().from(verificationCode).where(eq(verificationCode.userId, account.id));
  if (!stored || stored.expiresAt < new Date() || stored.attempts >= MAX_CODE_ATTEMPTS) throw badCode();
  if (!sameHash(stored.codeHash, codeHash(account.id, code))) {
    const [after] = await db
      .update(verificationCode)
      .set({ attempts: sql`${verificationCode.attempts} + 1` })
      .where(eq(verificationCode.userId, account.id))
      .returning();
    if (after && after.attempts >= MAX_CODE_ATTEMPTS) await db.delete(verificationCode).where(eq(verificationCode.userId, account.id));
    throw badCode();
  }
  const verified = await db.transaction(async (tx) => {
    // Delete first: of two concurrent uses of one code, only one finds the row.
    const used = await tx.delete(verificationCode).where(eq(verificationCode.userId, account.id)).returning();
    if (used.length === 0) throw badCode();
    const [row] = await tx.update(user).set({ verified: true }).where(eq(user.id, account.id)).returning();
    return row;
  });
  revalidateSharePaths(verified.publicId); // a finished profile is public again
  return verified;
}

// --- password and email changes -----------------------------------------------------------

export async function changePassword({ account, oldPassword, newPassword }: { account: User; oldPassword: string; newPassword: string }) {
  if (!(await verifyPassword(oldPassword, account.passwordHash))) throw new ApiError("bad_request", "Old password is incorrect");
  const db = await getDb();
  const [updated] = await db
    .update(user)
    .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${user.tokenVersion} + 1` })
    .where(eq(user.id, account.id))
    .returning();
  return updated;
}

/** Move the account to a new address: unverified again, every session revoked, a code sent. */
export async function changeEmail({ account, password, newEmail }: { account: User; password: string; newEmail: string }) {
  if (!(await verifyPassword(password, account.passwordHash))) throw new ApiError("bad_request", "Password is incorrect");
  if (newEmail === account.email) throw new ApiError("bad_request", "The new email is the same as the current one");
  if (await getUserByEmail({ email: newEmail })) throw emailTaken();
  const db = await getDb();
  const [updated] = await db
    .update(user)
    .set({ email: newEmail, verified: false, tokenVersion: sql`${user.tokenVersion} + 1` })
    .where(eq(user.id, account.id))
    .returning();
  revalidateSharePaths(updated.publicId); // unverified: the share page is gone until the new address is verified
  await sendVerificationCode({ account: updated });
  return updated;
}

/** Remove the account and every row it owns, in one transaction. */
export async function deleteAccount({ account }: { account: User }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(mailOutbox).where(or(eq(mailOutbox.userId, account.id), eq(mailOutbox.to, account.email)));
    await tx.delete(rateLimit).where(like(rateLimit.key, `%:${account.email}`));
    // Owned tables reference user with ON DELETE CASCADE (codes, reset tokens, and later
    // profile, lists, skills, quiz history and files).
    await tx.delete(user).where(eq(user.id, account.id));
  });
  revalidateSharePaths(account.publicId); // the share page becomes a not-found page
}

// --- password reset -------------------------------------------------------------------------

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Mail a single-use reset link; unknown addresses get the same answer and no mail. */
export async function requestPasswordReset({ email }: { email: string }) {
  const account = await getUserByEmail({ email });
  if (!account) return;
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(passwordResetToken).values({ userId: account.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) });
  const link = new URL(`/reset-password?token=${token}`, env.APP_URL).toString();
  await sendMail({
    to: account.email,
    userId: account.id,
    subject: "Reset your SkillProof password",
    text: [
      `Hi ${account.name},`,
      "",
      "Someone (hopefully you) asked to reset the password of your SkillProof account. Open this link to choose a new one:",
      "",
      link,
      "",
      `The link works once and expires in ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
      "",
      "The SkillProof team",
    ].join("\n"),
  });
}

/** Use a reset token once: set the password, revoke every session, and verify the address. */
export async function resetPassword({ token, password }: { token: string; password: string }) {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetToken)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetToken.tokenHash, sha256(token)), isNull(passwordResetToken.usedAt), gt(passwordResetToken.expiresAt, new Date())))
      .returning();
    if (!used) throw new ApiError("unauthorized", "This reset link is invalid or has expired");
    // The link arrived by mail, which proves the address.
    const [row] = await tx
      .update(user)
      .set({ passwordHash, verified: true, tokenVersion: sql`${user.tokenVersion} + 1` })
      .where(eq(user.id, used.userId))
      .returning();
    return row;
  });
  revalidateSharePaths(updated.publicId); // verified again: a finished profile is public again
  return updated;
}
