import { POST as addExp } from "@/app/api/user/add-exp/route";
import { POST as changeEmail } from "@/app/api/user/change-email/route";
import { POST as chatBug } from "@/app/api/user/chat-bug/route";
import { POST as deleteExp } from "@/app/api/user/delete-exp/[id]/route";
import { POST as deleteSkill } from "@/app/api/user/delete-skill/[skillId]/route";
import { POST as deleteAccount } from "@/app/api/user/delete/route";
import { POST as editExp } from "@/app/api/user/edit-exp/[id]/route";
import { POST as editPassword } from "@/app/api/user/edit-password/route";
import { POST as editProfile } from "@/app/api/user/edit-profile/route";
import { POST as feedback } from "@/app/api/user/feedback/route";
import { POST as logout } from "@/app/api/user/logout/route";
import { POST as newSkill } from "@/app/api/user/new-skill/route";
import { GET as getProfile } from "@/app/api/user/profile/route";
import { POST as publicEmail } from "@/app/api/user/public-email/route";
import { POST as skillVisibility } from "@/app/api/user/skill-visibility/[skillId]/route";
import { POST as updatePicture } from "@/app/api/user/update-picture/route";
import { POST as uploadResume } from "@/app/api/user/upload-resume/route";
import { bearer, signUp } from "../helpers/accounts";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

withTestDb();

// Requests from call() are addressed to http://localhost:3000, which is also APP_URL.
const SELF = "http://localhost:3000";
const EVIL = "http://evil.example";
const CROSS_ORIGIN = { code: "forbidden", error: "Cross-origin requests are not allowed" };
const NOT_JSON = { code: "unsupported_media_type", error: "Send the body as application/json" };

type Handler = Parameters<typeof call>[0];
type Account = Awaited<ReturnType<typeof signUp>>;
const values = { name: "Mallory Changed", title: "Attacker in chief", location: "Elsewhere", description: "This profile was changed by another origin." };
const profileOf = async (token: string) => call(getProfile, { method: "GET", headers: bearer(token) });

/** A POST with the account's cookie or bearer token, a raw body and the given content type (null: none). */
function send(handler: Handler, account: Account, auth: "cookie" | "bearer", headers: Record<string, string>, type: string | null, body = JSON.stringify(values), params = {}) {
  const credentials = auth === "cookie" ? { cookie: account.cookie } : bearer(account.token);
  const raw = type === null ? new Blob([body]) : body; // a Blob without a type sends no Content-Type
  return call(handler, { headers: { ...credentials, ...headers, ...(type === null ? {} : { "content-type": type }) }, raw, params });
}

async function expectError(res: Response, status: number, expected: { code: string; error: string }) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual(expected);
}

// Each case: credentials, extra headers, Content-Type (null: none) and the expected status.
type Case = { name: string; auth: "cookie" | "bearer"; headers: Record<string, string>; type: string | null; status: number };
const cases: Case[] = [
  { name: "cookie, foreign Origin, text/plain", auth: "cookie", headers: { origin: EVIL }, type: "text/plain", status: 403 },
  { name: "cookie, foreign Origin, application/json", auth: "cookie", headers: { origin: EVIL }, type: "application/json", status: 403 },
  { name: "cookie, Sec-Fetch-Site: cross-site", auth: "cookie", headers: { "sec-fetch-site": "cross-site" }, type: "application/json", status: 403 },
  { name: "cookie, Sec-Fetch-Site: same-site", auth: "cookie", headers: { "sec-fetch-site": "same-site" }, type: "application/json", status: 403 },
  { name: "cookie, same site but another port", auth: "cookie", headers: { origin: "http://localhost:4000", "sec-fetch-site": "same-site" }, type: "application/json", status: 403 },
  { name: "cookie, Origin: null", auth: "cookie", headers: { origin: "null" }, type: "application/json", status: 403 },
  { name: "cookie, own Origin but Sec-Fetch-Site: cross-site", auth: "cookie", headers: { origin: SELF, "sec-fetch-site": "cross-site" }, type: "application/json", status: 403 },
  { name: "cookie, own Origin, text/plain", auth: "cookie", headers: { origin: SELF, "sec-fetch-site": "same-origin" }, type: "text/plain", status: 415 },
  { name: "cookie, no Origin, no Content-Type", auth: "cookie", headers: {}, type: null, status: 415 },
  { name: "cookie, own Origin, application/json", auth: "cookie", headers: { origin: SELF, "sec-fetch-site": "same-origin" }, type: "application/json", status: 200 },
  { name: "cookie, no Origin (curl), application/json; charset=utf-8", auth: "cookie", headers: {}, type: "application/json; charset=utf-8", status: 200 },
  { name: "cookie, Sec-Fetch-Site: none (typed by the user)", auth: "cookie", headers: { "sec-fetch-site": "none" }, type: "application/json", status: 200 },
  { name: "bearer, foreign Origin, application/json", auth: "bearer", headers: { origin: EVIL, "sec-fetch-site": "cross-site" }, type: "application/json", status: 200 },
  { name: "bearer, foreign Origin, text/plain (as today)", auth: "bearer", headers: { origin: EVIL, "sec-fetch-site": "cross-site" }, type: "text/plain", status: 200 },
];

describe("POST /api/user/edit-profile across origins", () => {
  it.each(cases)("$name -> $status", async ({ auth, headers, type, status }) => {
    const account = await signUp({ name: "Victim" });
    const res = await send(editProfile, account, auth, headers, type);
    if (status === 403) await expectError(res, 403, CROSS_ORIGIN);
    else if (status === 415) await expectError(res, 415, NOT_JSON);
    else expect(res.status).toBe(200);
    const { user } = await (await profileOf(account.token)).json();
    expect(user.name).toBe(status === 200 ? values.name : "Victim");
    expect(user.profile.title).toBe(status === 200 ? values.title : "");
  });
});

describe("POST /api/user/delete across origins", () => {
  // delete reads no body, so a non-JSON one is simply ignored
  const deleteCases = cases.map((c) => ({ ...c, status: c.status === 415 ? 200 : c.status }));
  it.each(deleteCases)("$name -> $status", async ({ auth, headers, type, status }) => {
    const account = await signUp();
    const res = await send(deleteAccount, account, auth, headers, type, "{}");
    if (status === 403) await expectError(res, 403, CROSS_ORIGIN);
    else expect(res.status).toBe(200);
    expect((await profileOf(account.token)).status).toBe(status === 200 ? 401 : 200);
  });
});

describe("every cookie-authenticated mutation", () => {
  const routes: [string, Handler, Record<string, string>][] = [
    ["logout", logout, {}],
    ["new-skill", newSkill, {}],
    ["delete-skill", deleteSkill as Handler, { skillId: "1" }],
    ["skill-visibility", skillVisibility as Handler, { skillId: "1" }],
    ["edit-password", editPassword, {}],
    ["change-email", changeEmail, {}],
    ["feedback", feedback, {}],
    ["public-email", publicEmail, {}],
    ["chat-bug", chatBug, {}],
    ["add-exp", addExp, {}],
    ["edit-exp", editExp, { id: "0" }],
    ["delete-exp", deleteExp, { id: "0" }],
    ["update-picture", updatePicture, {}],
    ["upload-resume", uploadResume, {}],
  ];
  let account: Account;
  beforeAll(async () => {
    account = await signUp();
  });

  it.each(routes)("%s refuses a foreign Origin with 403", async (_, handler, params) => {
    const res = await send(handler, account, "cookie", { origin: EVIL }, "text/plain", "{}", params);
    await expectError(res, 403, CROSS_ORIGIN);
    expect(res.headers.get("set-cookie")).toBeNull(); // logout did not end the session
  });

  const jsonRoutes = routes.filter(([name]) => !["logout", "delete-skill", "skill-visibility", "delete-exp", "update-picture", "upload-resume"].includes(name));
  it.each(jsonRoutes)("%s refuses a text/plain body from its own origin with 415", async (_, handler, params) => {
    await expectError(await send(handler, account, "cookie", { origin: SELF }, "text/plain", "{}", params), 415, NOT_JSON);
  });
});

describe("what stays allowed", () => {
  it("reads (GET) with the cookie from a foreign origin", async () => {
    const { cookie } = await signUp();
    const res = await call(getProfile, { method: "GET", headers: { cookie, origin: EVIL, "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });

  it("logout with the cookie from its own origin", async () => {
    const { cookie } = await signUp();
    const res = await call(logout, { headers: { cookie, origin: SELF, "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("logout reads no body: a hostile one changes nothing, and another account's session is untouched", async () => {
    const [mine, other] = [await signUp(), await signUp()];
    const res = await call(logout, { raw: "x".repeat(100_000), headers: { cookie: mine.cookie, origin: SELF, "content-type": "text/plain" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await call(getProfile, { method: "GET", headers: { cookie: other.cookie } })).status).toBe(200);
  });

  it("the origin the request was addressed to, even when it is not APP_URL", async () => {
    const { cookie, token } = await signUp();
    const post = (origin: string) =>
      editProfile(new Request("http://127.0.0.1:3000/api/user/edit-profile", { method: "POST", headers: { cookie, origin, "content-type": "application/json" }, body: JSON.stringify(values) }), {
        params: Promise.resolve({}),
      });
    expect((await post("http://127.0.0.1:3000")).status).toBe(200);
    expect((await post(SELF)).status).toBe(200); // APP_URL's origin
    await expectError(await post("http://127.0.0.1:4000"), 403, CROSS_ORIGIN);
    expect((await (await profileOf(token)).json()).user.name).toBe(values.name);
  });
});
