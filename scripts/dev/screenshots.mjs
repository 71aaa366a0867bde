// node scripts/dev/screenshots.mjs [--signed-in | --as=email:password] http://localhost:3301 / /login ...
// Full-page PNGs at desktop and phone sizes into screenshots/ (gitignored), for a look.
// --signed-in registers and verifies a throwaway account first (needs the dev mailbox);
// --as signs in to an existing one (the seeded demo account, say).
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const args = process.argv.slice(2);
const signedIn = args[0] === "--signed-in" && args.shift();
const as = args[0]?.startsWith("--as=") && args.shift().slice(5).split(":");
const [base, ...paths] = args;
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });

async function signUp(context) {
  const email = `shots.${Date.now()}@example.com`;
  await context.request.post(`${base}/api/user/register`, { data: { name: "Sam Screenshot", email, password: "secret123" } });
  const html = await (await context.request.get(`${base}/dev/mailbox?to=${email}`)).text();
  const code = /code is: (\d{6})/.exec(html)[1];
  await context.request.post(`${base}/api/user/verify-account/${email}/${code}`);
}

for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, isMobile: name === "phone" });
  if (signedIn) await signUp(context);
  if (as) await context.request.post(`${base}/api/user/login`, { data: { email: as[0], password: as.slice(1).join(":") } });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" }).catch(() => {});
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, "_") || "_root"}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
