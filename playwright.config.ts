import { defineConfig } from "@playwright/test";

// Browser journeys against a production build (npm test builds first) on the embedded
// defaults, in Debian's Chromium: `npx playwright install` cannot download here.
const PORT = 3300;
export const baseURL = `http://localhost:${PORT}`;
// A second server, configured exactly as `npm run serve` runs it (no trusted proxy), for
// the HTTP checks of the default install in e2e/http/.
const DEFAULT_PORT = 3301;
export const defaultInstallURL = `http://localhost:${DEFAULT_PORT}`;

// Both run on our server (server.mjs) with a long keep-alive: with Node's 5 s default, a
// test's API request could reuse a socket at the moment the server closes it (ECONNRESET).
// The ISR cache (share pages) belongs to the database it was rendered from: both start empty.
const serve = (port: number, env: string) => `${env} APP_URL=http://localhost:${port} node server.mjs -p ${port} --keepAliveTimeout 120000`;

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
    { name: "desktop", testIgnore: "http/**", use: { viewport: { width: 1280, height: 800 } } },
    { name: "phone", testIgnore: "http/**", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    // HTTP checks of the default install (no browser pages), the load check last and alone.
    { name: "http", testMatch: "http/*.spec.ts", testIgnore: "http/load.spec.ts", use: { baseURL: defaultInstallURL } },
    { name: "load", testMatch: "http/load.spec.ts", dependencies: ["desktop", "phone", "http"], use: { baseURL: defaultInstallURL } },
  ],
  webServer: [
    {
      // A fresh embedded database, seeded (npm run db:seed: a population to rank against,
      // and the demo account); the mailbox is on so journeys can read mail; X-Forwarded-For
      // is trusted (one proxy) so each test acts as its own client (e2e/fixtures.ts).
      command: `rm -rf .data-e2e .next/server/route-cache && DATA_DIR=.data-e2e npm run --silent db:seed && ${serve(PORT, "DATA_DIR=.data-e2e MAILBOX_ENABLED=1 TRUST_PROXY=1")}`,
      url: `${baseURL}/privacy-policy`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf .data-e2e-default && ${serve(DEFAULT_PORT, "DATA_DIR=.data-e2e-default MAILBOX_ENABLED=1")}`,
      url: `${defaultInstallURL}/privacy-policy`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
