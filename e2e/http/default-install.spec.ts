import { networkInterfaces } from "node:os";
import { expect, test, type APIRequestContext } from "@playwright/test";

// The default install, as `npm run serve` runs it (no trusted proxy, the mailbox on), seen
// from outside over HTTP. These requests come from 127.0.0.1 and say what they like in
// their forwarding headers: the server must judge them by the connection.

let n = 0;
const forged = () => ({ "x-forwarded-for": `203.0.113.${(++n % 250) + 1}` });
const email = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;
const form = (fields: Record<string, string>) => ({ multipart: fields });

// Every route limited per client address: its limit, and a request that counts a hit
// (a new address each time, so that no per-address limit is reached first).
const limited: Array<{ route: string; limit: number; send: (request: APIRequestContext) => Promise<number> }> = [
  { route: "POST /api/user/register", limit: 10, send: async (r) => (await r.post("/api/user/register", { headers: forged(), data: { name: "Mallory", email: email("reg"), password: "secret123" } })).status() },
  { route: "POST /api/user/login", limit: 30, send: async (r) => (await r.post("/api/user/login", { headers: forged(), data: { email: email("login"), password: "secret123" } })).status() },
  { route: "POST /api/user/forgot-password", limit: 10, send: async (r) => (await r.post("/api/user/forgot-password", { headers: forged(), ...form({ email: email("forgot") }) })).status() },
  { route: "POST /api/user/verify-account", limit: 30, send: async (r) => (await r.post(`/api/user/verify-account/${email("verify")}/123456`, { headers: forged() })).status() },
  { route: "POST /api/user/send-verification", limit: 30, send: async (r) => (await r.post(`/api/user/send-verification/${email("code")}`, { headers: forged() })).status() },
  { route: "POST /api/user/reset-password", limit: 10, send: async (r) => (await r.post("/api/user/reset-password", { headers: { ...forged(), authorization: "Bearer not-a-reset-token" }, ...form({ password: "secret123" }) })).status() },
  { route: "POST /api/user/oauth2", limit: 30, send: async (r) => (await r.post("/api/user/oauth2", { headers: forged(), data: { credential: "not.a.google.token" } })).status() },
  {
    route: "POST /api/contact",
    limit: 5,
    send: async (r) => (await r.post("/api/contact", { headers: forged(), data: { name: "Mallory", email: email("contact"), role: "Tester", organization: "Red team", message: "Hello there" } })).status(),
  },
];

test.describe("per-address rate limits ignore a forged X-Forwarded-For", () => {
  for (const { route, limit, send } of limited) {
    test(`${route}: a new X-Forwarded-For on every request from one address is still refused after ${limit}`, async ({ request }) => {
      const statuses: number[] = [];
      for (let i = 0; i < limit; i++) statuses.push(await send(request));
      expect(statuses).not.toContain(429);
      const refused = await send(request);
      expect(refused).toBe(429);
    });
  }
});

test.describe("the dev mailbox answers only to this machine", () => {
  test("a loopback request reads it", async ({ request }) => {
    const res = await request.get("/dev/mailbox");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("<h1");
  });

  for (const [header, value] of [
    ["x-forwarded-for", "203.0.113.9"],
    ["x-forwarded-for", "127.0.0.1, 203.0.113.9"],
    ["x-real-ip", "203.0.113.9"],
    ["forwarded", "for=203.0.113.9;proto=https"],
  ]) {
    test(`a loopback request relayed for a remote client (${header}: ${value}) gets 404`, async ({ request }) => {
      const res = await request.get("/dev/mailbox", { headers: { [header]: value } });
      expect(res.status()).toBe(404);
      expect(await res.text()).not.toContain("verification code");
    });
  }

  test("a request from another address of this machine (not loopback) gets 404", async ({ request, baseURL }) => {
    // The server listens on every interface; connecting to this machine's own network
    // address makes the connection come from that address, as a neighbour's would.
    const address = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
    expect(address, "this machine needs a network interface besides loopback").toBeTruthy();
    const url = new URL("/dev/mailbox", baseURL);
    url.hostname = address!;
    const res = await request.get(url.toString());
    expect(res.status()).toBe(404);
  });
});
