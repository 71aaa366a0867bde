import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";

/** Fail on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

let ipCounter = 0;

export const test = base.extend<{ visit: (path: string) => Promise<void> }>({
  // Each test is its own client (the test server trusts X-Forwarded-For, like a server
  // behind a proxy), so per-IP rate limits apply per test and not across the suite.
  extraHTTPHeaders: async ({}, use, info) => {
    ipCounter++;
    await use({ "x-forwarded-for": `10.${info.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}` });
  },
  // Go to a page, wait until React has hydrated it, and check it with axe-core.
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectAccessible(page);
    });
  },
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A toast, found by its title (toasts are buttons: a click closes them). */
export const toast = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });

let userCounter = 0;
export const uniqueEmail = (tag = "e2e") => `${tag}.${Date.now().toString(36)}.${process.pid}.${++userCounter}@example.com`;

/**
 * The mailbox answers only to this machine: a request that a forwarding header says was
 * relayed for another address is refused. The tests run on the server's machine, so their
 * mailbox reads say so in place of the per-test address.
 */
export const FROM_THIS_MACHINE = { "x-forwarded-for": "127.0.0.1" };

/** The newest mail to `to`, read from the dev mailbox page. */
export async function latestMail(request: APIRequestContext, to: string) {
  const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: FROM_THIS_MACHINE })).text();
  const match = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html);
  return match?.[1].replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"') ?? "";
}

export async function readCode(request: APIRequestContext, to: string) {
  const code = /verification code is: (\d{6})/.exec(await latestMail(request, to))?.[1];
  expect(code, `a verification code mailed to ${to}`).toBeTruthy();
  return code!;
}

/** Register and verify through the API; the page's browser context is then signed in. */
export async function signUpViaApi(page: Page, { name = "Erin Example", password = "secret123" } = {}) {
  const email = uniqueEmail();
  expect((await page.request.post("/api/user/register", { data: { name, email, password } })).status()).toBe(200);
  const code = await readCode(page.request, email);
  const res = await page.request.post(`/api/user/verify-account/${encodeURIComponent(email)}/${code}`);
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  return { name, email, password, token: token as string };
}

/**
 * With the page's clock paused (page.clock.pauseAt), let page time pass 10 ms at a time
 * until `done` holds, at most `limitMs` of page time; returns whether it came to hold.
 * Each step is its own round trip, so React renders between the timers it fires.
 */
export async function tickUntil(page: Page, done: () => Promise<boolean>, limitMs = 1000) {
  for (let ms = 0; ms <= limitMs; ms += 10) {
    if (await done()) return true;
    await page.clock.runFor(10);
  }
  return false;
}

/** Stop the page's clock; from then on only the test moves it (page.clock.install first). */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Wait (in real time) until the toast code has loaded: the first toast loads it on demand. */
export const toasterLoaded = (page: Page) => page.locator("[data-toaster]").waitFor({ state: "attached" });
