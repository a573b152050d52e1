#!/usr/bin/env bash
# npm test: everything, in the order that fails fastest. Lint and types, the pure rules (with
# coverage), the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), then the browser
# journeys against the real server. Ends with one "N passed, N failed" line over all test runs.
set -uo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
status=0
step() { echo; echo "== $1"; shift; "$@" || status=1; }

step "lint" npm run --silent lint
step "types" npm run --silent typecheck
step "domain rules" npx vitest run --project domain --coverage --reporter=default --reporter=json --outputFile.json="$results/domain.json"
step "web units" npx vitest run --project web --reporter=default --reporter=json --outputFile.json="$results/web.json"
step "api" npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/api.json"
step "chromium" bash scripts/ensure-chromium.sh
step "nginx" bash scripts/ensure-nginx.sh
step "web build" npm run --silent build
step "first-load budget" node scripts/bundle-report.mjs --check
step "browser journeys" npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"

node scripts/test-summary.mjs "$results" || status=1
rm -rf "$results"
exit $status
