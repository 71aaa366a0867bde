// node scripts/dev/screenshots.mjs http://localhost:3301 / /privacy-policy ...
// Full-page PNGs at desktop and phone sizes into screenshots/ (gitignored), for a look.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const [base, ...paths] = process.argv.slice(2);
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, isMobile: name === "phone" });
  for (const path of paths) {
    await page.goto(base + path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" }).catch(() => {});
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, "_") || "_root"}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
