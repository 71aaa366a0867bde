// npm run bench:pages - page weight and speed against a bare Next.js page, in one run.
//
// Builds the app and the bare page in bench/bare, serves both with `next start` on this
// machine, and runs Lighthouse (mobile preset, Debian's Chromium) RUNS times on each page,
// taking the pages in turn so that machine noise spreads evenly. Prints the median
// performance score, LCP, TBT, CLS and the JavaScript each page loads (bytes on the wire,
// gzip), and each page's ratio to the bare page.
//
//   npm run bench:pages                   # the default pages
//   npm run bench:pages -- /privacy-policy /login   # other pages of the app
//   RUNS=5 SKIP_BUILD=1 npm run bench:pages
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const next = path.join(root, "node_modules/.bin/next");
const RUNS = Number(process.env.RUNS ?? 3);
const APP_PORT = 3400;
const BARE_PORT = 3401;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Pages under /app are measured signed in, as an account with a complete profile; the share
// page is the seeded demo account's ({demo} is its public id), seen by an anonymous visitor.
const appPages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/login", "/app/profile", "/share-profile/{demo}"];

const pages = [
  { name: "bare Next.js page", url: `http://localhost:${BARE_PORT}/` },
  { name: "bare + app CSS", url: `http://localhost:${BARE_PORT}/with-app-css` },
  ...appPages.map((p) => ({ name: p, url: `http://localhost:${APP_PORT}${p}` })),
];

function build(dir) {
  console.log(`==> next build ${path.relative(root, dir) || "."}`);
  const result = spawnSync(next, ["build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) throw new Error(`next build failed in ${dir}`);
}

async function serve(dir, port, env = {}) {
  // The app runs on its own server (server.mjs: the mailbox needs the connection's address).
  const [cmd, args] = dir === root ? [process.execPath, ["server.mjs", "-p", String(port)]] : [next, ["start", "-p", String(port)]];
  const child = spawn(cmd, args, { cwd: dir, stdio: "ignore", env: { ...process.env, ...env }, detached: true });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on port ${port} did not start`);
}

/** Register, verify (the code from the dev mailbox) and fill a profile; returns the session cookie. */
async function signedInCookie() {
  const base = `http://localhost:${APP_PORT}`;
  const email = `bench.${Date.now()}@example.com`;
  const post = (path, body, cookie) => fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  await post("/api/user/register", { name: "Bench Mark", email, password: "secret123" });
  const code = /code is: (\d{6})/.exec(await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`)).text())?.[1];
  const verified = await post(`/api/user/verify-account/${encodeURIComponent(email)}/${code}`, {});
  const cookie = verified.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("could not sign the bench account in");
  await post("/api/user/edit-profile", { name: "Bench Mark", title: "Full-stack developer", location: "Austin, TX", description: "I build web apps with TypeScript and Postgres." }, cookie);
  for (const [path, body] of [
    ["/api/user/add-exp", { title: "Senior engineer", employment_type: "Full-time", company_name: "Acme", start_date: { month: 3, year: 2021 }, description: "Led the payments team." }],
    ["/api/user/add-edu", { school: "UT Austin", degree: "BSc", field: "Computer Science", start_date: { year: 2014 }, end_date: { year: 2018 } }],
    ["/api/user/add-project", { title: "Tiny search", highlight: "Full-text search in 2 kB", finished_date: { year: 2023 } }],
    ["/api/user/add-achievement", { title: "Hackathon winner", highlight: "First of 40 teams", date: { year: 2022 } }],
  ]) await post(path, body, cookie);
  return cookie;
}

async function measure(url, headers) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders: headers });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = lhr.audits["network-requests"].details.items;
    const scripts = requests.filter((r) => r.resourceType === "Script");
    return {
      perf: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      scripts: scripts.length,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// The bare app's second page links the app's stylesheet: take it from the served landing page.
async function copyAppCss() {
  const html = await (await fetch(`http://localhost:${APP_PORT}/`)).text();
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error("the landing page links no stylesheet");
  mkdirSync(path.join(root, "bench/bare/public"), { recursive: true });
  writeFileSync(path.join(root, "bench/bare/public/app.css"), await (await fetch(`http://localhost:${APP_PORT}${href}`)).text());
}

const servers = [];
const stop = () => servers.forEach((s) => s.pid && process.kill(-s.pid, "SIGTERM"));
process.on("SIGINT", () => (stop(), process.exit(130)));

try {
  if (!process.env.SKIP_BUILD) {
    build(root);
    build(path.join(root, "bench/bare"));
  }
  rmSync(path.join(root, ".data-bench"), { recursive: true, force: true });
  rmSync(path.join(root, ".next/server/route-cache"), { recursive: true, force: true }); // cached pages belong to the old data
  const seeded = spawnSync("npm", ["run", "--silent", "db:seed"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DATA_DIR: ".data-bench", DATABASE_URL: "", SEED_POPULATION: "20" } });
  if (seeded.status !== 0) throw new Error("npm run db:seed failed");
  // The app on its embedded defaults, as a newcomer serves it.
  servers.push(await serve(root, APP_PORT, { DATA_DIR: ".data-bench", APP_URL: `http://localhost:${APP_PORT}`, MAILBOX_ENABLED: "1", DATABASE_URL: "", RESEND_API_KEY: "", GOOGLE_CLIENT_ID: "" }));
  const demo = await fetch(`http://localhost:${APP_PORT}/api/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "demo@skillproof.dev", password: "demo-password" }) });
  const demoId = (await demo.json()).user.id;
  for (const page of pages) page.url = page.url.replace("{demo}", demoId);
  const cookie = pages.some((p) => p.name.startsWith("/app")) ? await signedInCookie() : undefined;
  for (const page of pages) if (page.name.startsWith("/app")) page.headers = { cookie };
  await copyAppCss();
  servers.push(await serve(path.join(root, "bench/bare"), BARE_PORT));
  for (const page of pages) await fetch(page.url, { headers: page.headers }); // warm each route once

  const results = new Map(pages.map((p) => [p.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const r = await measure(page.url, page.headers);
      results.get(page.name).push(r);
      console.log(`run ${run} ${page.name.padEnd(18)} perf ${r.perf}  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  JS ${(r.jsBytes / 1024).toFixed(1)} kB in ${r.scripts} scripts`);
    }
  }

  const summary = pages.map((p) => {
    const rs = results.get(p.name);
    const pick = (k) => median(rs.map((r) => r[k]));
    return { name: p.name, perf: pick("perf"), lcp: pick("lcp"), tbt: pick("tbt"), cls: pick("cls"), jsBytes: pick("jsBytes"), scripts: pick("scripts") };
  });
  const bare = summary[0];
  const ratio = (a, b) => (b ? (a / b).toFixed(2) + "x" : "-");
  console.log(`\nLighthouse ${require("lighthouse/package.json").version} mobile preset, ${RUNS} runs each, medians (ratio to the bare page)\n`);
  console.log("| page | perf | LCP | TBT | CLS | JS loaded (gzip) |");
  console.log("|---|---|---|---|---|---|");
  for (const s of summary) {
    const vs = s === bare ? "" : ` (${ratio(s.lcp, bare.lcp)})`;
    console.log(
      `| ${s.name} | ${s.perf}${s === bare ? "" : ` (${s.perf - bare.perf >= 0 ? "+" : ""}${s.perf - bare.perf})`} | ${(s.lcp / 1000).toFixed(2)} s${vs} | ${Math.round(s.tbt)} ms${s === bare ? "" : ` (${ratio(s.tbt, bare.tbt)})`} | ${s.cls.toFixed(3)} | ${(s.jsBytes / 1024).toFixed(1)} kB, ${s.scripts} scripts${s === bare ? "" : ` (${ratio(s.jsBytes, bare.jsBytes)})`} |`,
    );
  }
} finally {
  stop();
}
