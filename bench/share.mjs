// npm run bench:share - requests per second and p99 latency on a cached hit, in one run.
//
// Builds with the benchmark pages (BENCH_BUILD=1, into .next-bench), seeds a fresh embedded
// database, serves the build with the app's own server (server.mjs), and
// loads each target with autocannon at the same connection count: the share page of a
// seeded developer, GET /api/profile/{id}, a minimal ISR page of similar HTML size on the
// same server (app/bench/isr), and a static file from public/. Prints each figure and the
// ratios. Target: the share page serves at least 0.9x the minimal ISR page.
//
//   npm run bench:share                       # 20 s per target, 20 connections
//   DURATION=30 CONNECTIONS=50 SKIP_BUILD=1 npm run bench:share
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const next = path.join(root, "node_modules/.bin/next");
const PORT = 3410;
const DURATION = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DATA_DIR = ".data-bench-share";
const base = `http://localhost:${PORT}`;
const env = { ...process.env, BENCH_BUILD: "1", DATA_DIR, APP_URL: base, DATABASE_URL: "", RESEND_API_KEY: "", GOOGLE_CLIENT_ID: "", AI_PROVIDER: "", NEXT_TELEMETRY_DISABLED: "1" };

function run(cmd, args, extra = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...env, ...extra } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

async function serve() {
  const child = spawn(process.execPath, ["server.mjs", "-p", String(PORT)], { cwd: root, stdio: "ignore", env, detached: true });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

const load = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, result) => (err ? reject(err) : resolve(result)));
  });

let server;
try {
  if (!process.env.SKIP_BUILD) {
    console.log("==> next build");
    // Next adds its build folder's types to tsconfig.json; .next-bench is not the app's.
    const tsconfig = readFileSync(path.join(root, "tsconfig.json"), "utf8");
    try {
      run(next, ["build"]);
    } finally {
      writeFileSync(path.join(root, "tsconfig.json"), tsconfig);
    }
  }
  // A fresh database and an empty ISR cache: cached pages belong to the data they came from.
  rmSync(path.join(root, DATA_DIR), { recursive: true, force: true });
  rmSync(path.join(root, ".next-bench/server/route-cache"), { recursive: true, force: true });
  console.log("==> npm run db:seed");
  run("npm", ["run", "--silent", "db:seed"], { SEED_POPULATION: "50" });
  server = await serve();

  // The seed's demo account, with a complete profile and shown skills: its public id.
  const login = await fetch(`${base}/api/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "demo@skillproof.dev", password: "demo-password" }) });
  const demo = (await login.json()).user.id;
  const targets = [
    { name: "share page", url: `${base}/share-profile/${demo}` },
    { name: "GET /api/profile/{id}", url: `${base}/api/profile/${demo}` },
    { name: "minimal ISR page", url: `${base}/bench/isr/${demo}` },
    { name: "static file (public/robots.txt)", url: `${base}/robots.txt` },
  ];
  for (const t of targets) {
    const res = await fetch(t.url); // render once, so every target is measured on a cached hit
    t.bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${t.url} answered ${res.status}`);
  }
  // Warm the server's JIT on every route first, so that measuring order does not matter.
  for (const t of targets) await new Promise((resolve, reject) => autocannon({ url: t.url, connections: CONNECTIONS, duration: 3 }, (err) => (err ? reject(err) : resolve())));
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per target, ${process.version}\n`);
  for (const t of targets) {
    const r = await load(t.url);
    Object.assign(t, { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx });
    console.log(`${t.name.padEnd(34)} ${Math.round(t.rps)} req/s  p99 ${t.p99} ms  (${(t.bytes / 1024).toFixed(1)} kB, ${t.errors} errors)`);
  }
  const [share, api, isr, file] = targets;
  const x = (a, b) => `${(a.rps / b.rps).toFixed(2)}x`;
  console.log("\n| target | req/s | p99 | body |\n|---|---|---|---|");
  for (const t of targets) console.log(`| ${t.name} | ${Math.round(t.rps)} | ${t.p99} ms | ${(t.bytes / 1024).toFixed(1)} kB |`);
  console.log(`\nshare page / minimal ISR page: ${x(share, isr)} (target 0.9x or more)`);
  console.log(`minimal ISR page / static file: ${x(isr, file)}`);
  console.log(`share page / static file: ${x(share, file)}`);
  console.log(`GET /api/profile/{id} / minimal ISR page: ${x(api, isr)}`);
} finally {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
}
