import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  // Playwright fixtures call their callback `use`, which is not a React hook.
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { files: ["*.js"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  { ignores: [".next/**", "node_modules/**", ".data/**", ".data-*/**", "lib/db/migrations/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
