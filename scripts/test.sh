#!/usr/bin/env bash
# npm test: every test a user needs to trust. jest (unit + integration, on PGlite, or on
# Postgres when DATABASE_URL is set), then the Playwright journeys in Chromium against a
# production build on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules/.bin ] || npm install --no-audit --no-fund

echo "==> jest (unit and integration)"
NODE_OPTIONS=--experimental-vm-modules npx jest

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing at /usr/bin/chromium: install it with 'apt-get update && apt-get install -y chromium' (npx playwright install cannot download here)." >&2
  exit 1
fi

echo "==> next build"
# The browser tests run on the embedded defaults, whatever the shell has configured.
env -u DATABASE_URL -u RESEND_API_KEY -u GOOGLE_CLIENT_ID -u NEXT_PUBLIC_GA_ID npx next build

echo "==> playwright"
env -u DATABASE_URL -u RESEND_API_KEY -u GOOGLE_CLIENT_ID -u NEXT_PUBLIC_GA_ID npx playwright test
