import { eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/user/forgot-password/route";
import { POST as reset } from "@/app/api/user/reset-password/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { getDb } from "@/lib/db/client";
import { passwordResetToken } from "@/lib/db/schema";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { bearer, latestMail, loginUser, signUp, uniqueEmail, uniqueIp } from "../helpers/accounts";

withTestDb();

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}
const requestLink = (email: string) => call(forgot, { raw: form({ email }), ip: uniqueIp() });
const resetWith = (token: string | undefined, password: string) =>
  call(reset, { raw: form({ password }), ip: uniqueIp(), headers: token ? bearer(token) : {} });

async function linkToken(email: string) {
  const mail = await latestMail(email);
  const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(mail?.text ?? "")?.[1];
  return link ? new URL(link).searchParams.get("token")! : undefined;
}

describe("password reset", () => {
  it("mails a link whose token sets a new password once and revokes old sessions", async () => {
    const account = await signUp();
    const res = await requestLink(account.email);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Password reset link sent");
    const token = (await linkToken(account.email))!;
    expect(token).toBeTruthy();

    const done = await resetWith(token, "fresh-pass-1");
    expect(done.status).toBe(200);
    expect((await call(profile, { method: "GET", headers: bearer(account.token) })).status).toBe(401);
    expect((await loginUser({ email: account.email, password: "fresh-pass-1" })).status).toBe(200);

    const reused = await resetWith(token, "another-pass-2");
    expect(reused.status).toBe(401);
    expect((await reused.json()).error).toBe("This reset link is invalid or has expired");
    expect((await loginUser({ email: account.email, password: "another-pass-2" })).status).toBe(401);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail();
    const res = await requestLink(email);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Password reset link sent");
    expect(await latestMail(email)).toBeUndefined();
  });

  it("accepts a JSON body too", async () => {
    const account = await signUp();
    const res = await call(forgot, { body: { email: account.email }, ip: uniqueIp() });
    expect(res.status).toBe(200);
  });

  it("refuses an expired token, a made-up token and a missing one", async () => {
    const account = await signUp();
    await requestLink(account.email);
    const token = (await linkToken(account.email))!;
    const db = await getDb();
    await db.update(passwordResetToken).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await resetWith(token, "fresh-pass-1")).status).toBe(401);
    expect((await resetWith("made-up-token", "fresh-pass-1")).status).toBe(401);
    const missing = await resetWith(undefined, "fresh-pass-1");
    expect(missing.status).toBe(401);
    expect((await missing.json()).error).toBe("Token not found");
  });

  it("applies the password rules", async () => {
    const account = await signUp();
    await requestLink(account.email);
    const token = (await linkToken(account.email))!;
    const res = await resetWith(token, "123");
    expect(res.status).toBe(400);
    expect((await res.json()).issues.password).toEqual(["Password must be at least 6 characters long"]);
    // a refused attempt does not use the token up
    const db = await getDb();
    const rows = await db.select().from(passwordResetToken).where(eq(passwordResetToken.userId, account.userId));
    expect(rows.every((r) => r.usedAt === null)).toBe(true);
  });

  it("limits reset links per address", async () => {
    const account = await signUp();
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) last = await requestLink(account.email);
    expect(last!.status).toBe(429);
  });
});
