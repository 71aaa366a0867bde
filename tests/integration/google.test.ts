import { createServer, type Server } from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { POST as oauth2 } from "@/app/api/user/oauth2/route";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { registerUser, signUp, uniqueEmail, uniqueIp } from "../helpers/accounts";

withTestDb();

// A local stand-in for Google's key server, at GOOGLE_JWKS_URL (tests/setup-env.ts).
let server: Server;
let googleKey: CryptoKey;
let otherKey: CryptoKey;
const CLIENT_ID = process.env.GOOGLE_CLIENT_ID!;

let jwks: { keys: unknown[] };
beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  googleKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: "google-1", alg: "RS256", use: "sig" }] };
  ({ privateKey: otherKey } = await generateKeyPair("RS256"));
  server = createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(47931, "127.0.0.1", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function idToken(claims: Record<string, unknown>, { key = googleKey, audience = CLIENT_ID, issuer = "https://accounts.google.com", expires = "1h" } = {}) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "google-1" })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key);
}
const signIn = (body: unknown) => call(oauth2, { body, ip: uniqueIp() });

describe("POST /api/user/oauth2", () => {
  it("signs a verified user in from a valid Google ID token", async () => {
    const account = await signUp();
    const res = await signIn({ credential: await idToken({ email: account.email.toUpperCase(), name: "Test User" }) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({ id: account.id, email: account.email, verified: true });
    expect(typeof body.token).toBe("string");
    expect(res.headers.get("set-cookie")).toMatch(/authjs\.session-token=/);
  });

  it("answers 'User not registered' with the email and name to prefill registration", async () => {
    const email = uniqueEmail("new");
    const res = await signIn({ credential: await idToken({ email, name: "Grace Hopper" }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: "User not registered", email, name: "Grace Hopper" });
  });

  it("sends an unverified user to verification", async () => {
    const email = uniqueEmail();
    await registerUser({ name: "Ada", email, password: "secret123" });
    const res = await signIn({ credential: await idToken({ email }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Account not verified", user: { email, verified: false } });
  });

  it("refuses a body that carries only an email", async () => {
    const account = await signUp();
    const res = await signIn({ email: account.email });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.credential).toEqual(["Google credential is required"]);
  });

  it.each([
    ["signed by another key", () => idToken({ email: "x@example.com" }, { key: otherKey })],
    ["for another audience", () => idToken({ email: "x@example.com" }, { audience: "someone-else.apps.googleusercontent.com" })],
    ["from another issuer", () => idToken({ email: "x@example.com" }, { issuer: "https://evil.example.com" })],
    ["expired", () => idToken({ email: "x@example.com" }, { expires: "-1m" })],
    ["not a JWT at all", async () => "garbage"],
  ])("refuses a token %s", async (_, make) => {
    const res = await signIn({ credential: await make() });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe("Invalid Google credential");
  });

  it("refuses an address Google has not verified", async () => {
    const account = await signUp();
    const res = await signIn({ credential: await idToken({ email: account.email, email_verified: false }) });
    expect(res.status).toBe(401);
  });
});
