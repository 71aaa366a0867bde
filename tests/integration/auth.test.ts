import { eq } from "drizzle-orm";
import { POST as changeEmail } from "@/app/api/user/change-email/route";
import { POST as deleteAccount } from "@/app/api/user/delete/route";
import { POST as editPassword } from "@/app/api/user/edit-password/route";
import { POST as logout } from "@/app/api/user/logout/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { POST as sendVerification } from "@/app/api/user/send-verification/[email]/route";
import { getDb } from "@/lib/db/client";
import { mailOutbox, user, verificationCode } from "@/lib/db/schema";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { bearer, latestCode, loginUser, registerUser, signUp, uniqueEmail, uniqueIp, verifyUser } from "../helpers/accounts";

withTestDb();

const me = (headers: Record<string, string>) => call(profile, { method: "GET", headers });

describe("POST /api/user/register", () => {
  it("creates an unverified account with a lower-cased email and mails a 6-digit code", async () => {
    const email = uniqueEmail("Mixed").replace("mixed", "MiXeD");
    const res = await registerUser({ name: "Ada", email, password: "secret123" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({ id: expect.stringMatching(/^[\w-]{16}$/), email: email.toLowerCase(), verified: false });
    expect(body).not.toHaveProperty("token");
    expect(await latestCode(email.toLowerCase())).toMatch(/^\d{6}$/);
    const db = await getDb();
    const [row] = await db.select().from(user).where(eq(user.publicId, body.user.id));
    expect(row.passwordHash).toMatch(/^\$2[aby]\$1\d\$/); // bcrypt, cost >= 10
    expect(row.passwordHash).not.toContain("secret123");
    const [code] = await db.select().from(verificationCode).where(eq(verificationCode.userId, row.id));
    expect(code.codeHash).not.toBe(await latestCode(email.toLowerCase())); // stored hashed
  });

  it("refuses a duplicate address with 409, whatever its case", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    const res = await registerUser({ name: "Eve", email: email.toUpperCase(), password: "secret123" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("An account with this email already exists");
  });

  it.each([
    [{ name: "Ada", email: "nope", password: "secret123" }, "email", "Invalid email"],
    [{ name: "Ada", email: "a@b.co", password: "12345" }, "password", "Password should include at least 6 characters"],
    [{ name: "", email: "a@b.co", password: "secret123" }, "name", "Full name is required"],
    [{ email: "a@b.co", password: "secret123" }, "name", "Full name is required"],
  ])("refuses %j", async (body, field, message) => {
    const res = await registerUser(body);
    expect(res.status).toBe(400);
    expect((await res.json()).issues[field]).toEqual([message]);
  });
});

describe("POST /api/user/verify-account/{email}/{code}", () => {
  it("verifies, signs in, and returns the token and the user's id and email", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    const res = await verifyUser(email, (await latestCode(email))!);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({ id: expect.stringMatching(/^[\w-]{16}$/), email, verified: true });
    expect(typeof body.token).toBe("string");
    expect(res.headers.get("set-cookie")).toMatch(/authjs\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await me(bearer(body.token))).status).toBe(200);
  });

  it("accepts a code only once", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    const code = (await latestCode(email))!;
    expect((await verifyUser(email, code)).status).toBe(200);
    const again = await verifyUser(email, code);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe("Invalid or expired code");
  });

  it("voids the code after 5 wrong tries: the sixth try fails even with the right code", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    const code = (await latestCode(email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await verifyUser(email, wrong)).status).toBe(400);
    const sixth = await verifyUser(email, code);
    expect(sixth.status).toBe(400);
    expect((await sixth.json()).error).toBe("Invalid or expired code");
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail();
    expect((await registerUser({ name: "Ada", email, password: "secret123" })).status).toBe(200);
    const db = await getDb();
    const [created] = await db.select().from(user).where(eq(user.email, email));
    await db.update(verificationCode).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCode.userId, created.id));
    expect((await verifyUser(email, (await latestCode(email))!)).status).toBe(400);
  });

  it("refuses a malformed code and an unknown address", async () => {
    expect((await verifyUser(uniqueEmail(), "123456")).status).toBe(400);
    const res = await verifyUser(uniqueEmail(), "12ab");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Enter the 6-digit code from the email");
  });
});

describe("POST /api/user/send-verification/{email}", () => {
  it("mails a fresh code that replaces the old one", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    const first = (await latestCode(email))!;
    const res = await call(sendVerification, { params: { email }, ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Code sent to your email");
    const db = await getDb();
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length).toBe(2);
    const second = (await latestCode(email))!;
    if (first !== second) expect((await verifyUser(email, first)).status).toBe(400);
    expect((await verifyUser(email, second)).status).toBe(200);
  });

  it("answers the same for an unknown address, without sending anything", async () => {
    const email = uniqueEmail();
    const res = await call(sendVerification, { params: { email }, ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(await latestCode(email)).toBeUndefined();
  });

  it("limits codes per address", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await call(sendVerification, { params: { email }, ip: uniqueIp() });
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toBeTruthy();
  });
});

describe("POST /api/user/login", () => {
  it("signs a verified user in with { user: { id, email, verified }, token } and a session cookie", async () => {
    const account = await signUp();
    const res = await loginUser({ email: account.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({ id: account.id, email: account.email, verified: true });
    expect((await me(bearer(body.token))).status).toBe(200);
    const cookie = res.headers.get("set-cookie")!.split(";")[0];
    const viaCookie = await me({ cookie });
    expect(viaCookie.status).toBe(200);
    expect((await viaCookie.json()).user).toMatchObject({ id: account.id, email: account.email, name: "Test User" });
  });

  it("answers 401 'Account not verified' for an unverified account with the right password", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    const res = await loginUser({ email, password: "secret123" });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error).toBe("Account not verified");
    expect(body.user).toMatchObject({ email, verified: false });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a wrong password and an unknown email with the same answer", async () => {
    const account = await signUp();
    const wrong = await loginUser({ email: account.email, password: "wrong-password" });
    const unknown = await loginUser({ email: uniqueEmail(), password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).error).toBe("Invalid email or password");
    expect((await unknown.json()).error).toBe("Invalid email or password");
  });

  it("limits failures per email with 429 and Retry-After, even from many IPs", async () => {
    const account = await signUp();
    for (let i = 0; i < 10; i++) await loginUser({ email: account.email, password: "wrong-password" });
    const res = await loginUser({ email: account.email, password: account.password });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits attempts per IP", async () => {
    const ip = "203.0.113.9";
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await loginUser({ email: uniqueEmail(), password: "wrong-password" }, ip);
    expect(last!.status).toBe(429);
  });
});

describe("tokens and sessions", () => {
  it("refuses anonymous, tampered and foreign tokens", async () => {
    const account = await signUp();
    expect((await me({})).status).toBe(401);
    const tampered = account.token.slice(0, -4) + (account.token.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect((await me(bearer(tampered))).status).toBe(401);
    expect((await me(bearer("not.a.token"))).status).toBe(401);
    // the session cookie is not a bearer token and the bearer token is not a cookie
    const cookieValue = account.cookie.split("=").slice(1).join("=");
    expect((await me(bearer(cookieValue))).status).toBe(401);
    expect((await me({ cookie: `authjs.session-token=${account.token}` })).status).toBe(401);
    const body = await (await me({})).json();
    expect(body).toEqual({ error: "Please sign in to continue", code: "unauthorized" });
  });

  it("refuses an expired token", async () => {
    const { encode } = await import("next-auth/jwt");
    const account = await signUp();
    const expired = await encode({
      token: { sub: String(account.userId), email: account.email, ver: 0 },
      secret: process.env.AUTH_SECRET!,
      salt: "skillproof.api-token",
      maxAge: -10,
    });
    expect((await me(bearer(expired))).status).toBe(401);
  });

  it("logout clears the session cookie", async () => {
    const res = await call(logout, {});
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/authjs\.session-token=; .*Max-Age=0/);
  });
});

describe("POST /api/user/edit-password", () => {
  it("changes the password, revokes older tokens and sessions, and hands out fresh ones", async () => {
    const account = await signUp();
    const res = await call(editPassword, { body: { oldPassword: account.password, newPassword: "brand-new-1" }, headers: bearer(account.token) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Password changed successfully");
    expect((await me(bearer(account.token))).status).toBe(401);
    expect((await me({ cookie: account.cookie })).status).toBe(401);
    expect((await me(bearer(body.token))).status).toBe(200);
    expect((await loginUser({ email: account.email, password: account.password })).status).toBe(401);
    expect((await loginUser({ email: account.email, password: "brand-new-1" })).status).toBe(200);
  });

  it.each([
    [{ oldPassword: "secret123", newPassword: "secret123" }, 400, "New password cannot be same as old password"],
    [{ oldPassword: "secret123", newPassword: "123" }, 400, "Password must be at least 6 characters long"],
    [{ oldPassword: "wrong-one", newPassword: "brand-new-1" }, 400, "Old password is incorrect"],
  ])("refuses %j", async (payload, status, message) => {
    const account = await signUp();
    const res = await call(editPassword, { body: payload, headers: bearer(account.token) });
    expect(res.status).toBe(status);
    expect((await res.json()).error).toBe(message);
    expect((await me(bearer(account.token))).status).toBe(200);
  });

  it("needs a signed-in caller", async () => {
    expect((await call(editPassword, { body: { oldPassword: "a", newPassword: "brand-new-1" } })).status).toBe(401);
  });
});

describe("POST /api/user/change-email", () => {
  it("needs the current password, then moves the account, ends sessions and mails a code", async () => {
    const account = await signUp();
    const newEmail = uniqueEmail("moved");
    const wrong = await call(changeEmail, { body: { password: "wrong-one", newEmail }, headers: bearer(account.token) });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("Password is incorrect");

    const res = await call(changeEmail, { body: { password: account.password, newEmail: newEmail.toUpperCase() }, headers: bearer(account.token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Email id changed successfully", email: newEmail });
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await me(bearer(account.token))).status).toBe(401);
    const login = await loginUser({ email: newEmail, password: account.password });
    expect(login.status).toBe(401);
    expect((await login.json()).error).toBe("Account not verified");
    expect((await verifyUser(newEmail, (await latestCode(newEmail))!)).status).toBe(200);
    expect((await loginUser({ email: account.email, password: account.password })).status).toBe(401);
  });

  it("refuses an address in use and a malformed one", async () => {
    const a = await signUp();
    const b = await signUp();
    const taken = await call(changeEmail, { body: { password: a.password, newEmail: b.email }, headers: bearer(a.token) });
    expect(taken.status).toBe(409);
    const bad = await call(changeEmail, { body: { password: a.password, newEmail: "nope" }, headers: bearer(a.token) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.newEmail).toEqual(["Invalid email address"]);
  });
});

describe("POST /api/user/delete", () => {
  it("removes the account and what it owns, and ends every session", async () => {
    const account = await signUp();
    const res = await call(deleteAccount, { headers: bearer(account.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const db = await getDb();
    expect(await db.select().from(user).where(eq(user.id, account.userId))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email))).toEqual([]);
    expect((await me(bearer(account.token))).status).toBe(401);
    expect((await me({ cookie: account.cookie })).status).toBe(401);
    expect((await loginUser({ email: account.email, password: account.password })).status).toBe(401);
  });

  it("needs a signed-in caller", async () => {
    expect((await call(deleteAccount, {})).status).toBe(401);
  });
});
