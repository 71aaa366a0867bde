// jest: unit and integration tests (route handlers called in-process against PGlite, or
// against Postgres when DATABASE_URL is set). See tests/helpers/db.ts.
const nextJest = require("next/jest");

const base = nextJest({ dir: "./" })({
  testEnvironment: "node",
  setupFiles: ["<rootDir>/tests/setup-env.ts"],
  testMatch: ["<rootDir>/tests/**/*.test.ts"],
  moduleNameMapper: { "^server-only$": "<rootDir>/tests/helpers/empty.ts", "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 30000,
});

// next-auth and its dependencies (and stemmer) ship ESM only. Node 24.9+ lets jest require() them as
// native ESM; older Node needs them converted to CommonJS. The transform in
// tests/helpers/esm-package-transform.js does whichever jest asks for on each load.
// (next/jest hard-codes transformIgnorePatterns, so both are set after it resolves.)
const ESM = ["next-auth", "@auth/core", "@panva/hkdf", "jose", "oauth4webapi", "preact", "preact-render-to-string", "stemmer"];
module.exports = async () => {
  const config = await base();
  const [, swcOptions] = Object.values(config.transform)[0];
  config.transform = {
    [`/node_modules/(${ESM.join("|")})/.+\\.m?js$`]: ["<rootDir>/tests/helpers/esm-package-transform.js", swcOptions],
    ...config.transform,
  };
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM.join("|")})/)`];
  return config;
};
