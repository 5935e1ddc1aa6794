#!/usr/bin/env bash
# Runs every test: type checks, the linter, contract unit tests, server route tests on SQLite and PostgreSQL,
# web component tests, then Playwright flows in Debian's Chromium against the built app and the
# real server, twice: as it is and in spec-minimal mode. Installs what it needs first. Exits non-zero when any step fails.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1

results=test-results/summary
rm -rf "$results" && mkdir -p "$results"
failed_steps=()

step() {
  local name=$1; shift
  printf '\n=== %s ===\n' "$name"
  if ! "$@"; then failed_steps+=("$name"); fi
}
vitest_in() { # workspace, result name
  (cd "$1" && npx vitest run --reporter=default --reporter=json --outputFile="$OLDPWD/$results/$2.json")
}

step "type check" npm run typecheck
step "lint (ESLint: house rules and import boundaries; knip: unused files and exports)" npm run lint
step "contract unit tests" vitest_in packages/contract contract
step "brand unit tests" vitest_in packages/brand brand
step "server route tests (SQLite and PostgreSQL)" vitest_in apps/server server
step "web component tests" vitest_in apps/web web
step "web build" npm run build
step "first-screen budget (entry JS 120 KB, CSS 20 KB, home JS 150 KB gzip)" node --import tsx e2e/bench/bundle-size.ts
step "browser flows (Playwright, Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json
# The same flows against a back end answering only what the spec promises (SPEC_MINIMAL=1), so an app
# dependency on a Lobby addition fails here.
step "browser flows against the spec-minimal server" env LOBBY_E2E_SPEC_MINIMAL=1 \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e-spec-minimal.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/summarize-tests.mjs "$results"
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'Failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
