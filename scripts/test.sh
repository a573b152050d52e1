#!/usr/bin/env bash
# npm test: everything, in the order that fails fastest. Lint and types, the pure rules (with
# coverage), the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), then the browser
# journeys against real shop servers (two files at a time, each with its own shop). Ends with one
# "N passed, N failed" line over all test runs.
set -uo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
status=0
step() { echo; echo "== $1"; shift; "$@" || status=1; }

# Chromium and nginx for the journeys install in the background (apt: the network, not the cores)
# while the checks below run.
system_log="$results/system.log"
(bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh) > "$system_log" 2>&1 &
system_pid=$!

# Lint (one core) and the type checks (the other) side by side; each prints when it is done.
lint_log="$results/lint.log"
types_log="$results/types.log"
npm run --silent lint > "$lint_log" 2>&1 &
lint_pid=$!
npm run --silent typecheck > "$types_log" 2>&1 &
types_pid=$!
wait "$lint_pid"; lint_status=$?
wait "$types_pid"; types_status=$?
echo; echo "== lint"; cat "$lint_log"; [ "$lint_status" -eq 0 ] || status=1
echo; echo "== types"; cat "$types_log"; [ "$types_status" -eq 0 ] || status=1
step "domain rules" npx vitest run --project domain --coverage --reporter=default --reporter=json --outputFile.json="$results/domain.json"
step "web units" npx vitest run --project web --reporter=default --reporter=json --outputFile.json="$results/web.json"
step "api" npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/api.json"
wait "$system_pid"; system_status=$?
echo; echo "== chromium and nginx"; cat "$system_log"; [ "$system_status" -eq 0 ] || status=1
step "web build" npm run --silent build
step "first-load budget" node scripts/bundle-report.mjs --check
step "browser journeys" npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"

node scripts/test-summary.mjs "$results" || status=1
rm -rf "$results"
exit $status
