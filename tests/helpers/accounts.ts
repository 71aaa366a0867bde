import { desc, eq } from "drizzle-orm";
import { POST as login } from "@/app/api/user/login/route";
import { POST as register } from "@/app/api/user/register/route";
import { POST as verify } from "@/app/api/user/verify-account/[email]/[code]/route";
import { getDb } from "@/lib/db/client";
import { mailOutbox, user } from "@/lib/db/schema";
import { call } from "./http";

let n = 0;
/** A fresh address (tests share one database per file). */
export const uniqueEmail = (tag = "user") => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;
/** Distinct client IPs keep per-IP limits out of tests that do not test them. */
export const uniqueIp = () => `198.51.100.${(++n % 250) + 1}`;

export async function latestMail(to: string) {
  const db = await getDb();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

export async function latestCode(to: string) {
  const mail = await latestMail(to);
  return /verification code is: (\d{6})/.exec(mail?.text ?? "")?.[1];
}

export const registerUser = (body: Record<string, unknown>) => call(register, { body, ip: uniqueIp() });
export const loginUser = (body: Record<string, unknown>, ip = uniqueIp()) => call(login, { body, ip: ip });
export const verifyUser = (email: string, code: string) =>
  call(verify, { params: { email: encodeURIComponent(email), code }, ip: uniqueIp() });

/** Register, verify with the mailed code, and return the bearer token and session cookie. */
export async function signUp(overrides: { name?: string; email?: string; password?: string } = {}) {
  const account = { name: "Test User", email: uniqueEmail(), password: "secret123", ...overrides };
  expect((await registerUser(account)).status).toBe(200);
  const res = await verifyUser(account.email, (await latestCode(account.email))!);
  expect(res.status).toBe(200);
  const body = await res.json();
  const cookie = res.headers.get("set-cookie")!.split(";")[0];
  const [row] = await (await getDb()).select({ id: user.id }).from(user).where(eq(user.email, account.email));
  // id: the public id the API returns; userId: the internal key, for reading the database.
  return { ...account, id: body.user.id as string, userId: row.id, token: body.token as string, cookie };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
