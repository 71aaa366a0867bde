import { defineConfig } from "@playwright/test";

// Browser journeys against a production build (npm test builds first) on the embedded
// defaults, in Debian's Chromium: `npx playwright install` cannot download here.
const PORT = 3300;
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0, // a flaky test is a failing test
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // No animations: a check never lands in the middle of a fade (axe would measure a
    // half-transparent toast's contrast). Sonner honours the setting.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: {
    // A fresh embedded database for every run, seeded (npm run db:seed: a population to rank
    // against, and the demo account); the mailbox is on so journeys can read mail;
    // X-Forwarded-For is trusted so each test acts as its own client (e2e/fixtures.ts). A
    // long keep-alive: with Node's 5 s default, a test's API request could reuse a socket at
    // the moment the server closes it (ECONNRESET).
    // The ISR cache (share pages) belongs to the database it was rendered from: both start empty.
    command: `rm -rf .data-e2e .next/server/route-cache && DATA_DIR=.data-e2e npm run --silent db:seed && DATA_DIR=.data-e2e MAILBOX_ENABLED=1 TRUST_PROXY=1 APP_URL=${baseURL} npx next start -p ${PORT} --keepAliveTimeout 120000`,
    url: `${baseURL}/privacy-policy`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
