import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  // Playwright fixtures call their callback `use`, which is not a React hook.
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // That rule is for the pages router. Public pages link with plain anchors on purpose: a
  // full page load of a small static page costs less than next/link's runtime and prefetching.
  { rules: { "@next/next/no-html-link-for-pages": "off" } },
  { files: ["*.js", "tests/helpers/*.js"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  { ignores: ["**/.next/**", ".next-bench/**", "node_modules/**", ".data/**", ".data-*/**", "lib/db/migrations/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
