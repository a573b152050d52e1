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

# A step in the background: `begin NAME command…` starts it, `finish NAME` waits for it and prints its
# output under its heading.
declare -A pids
begin() { local name="$1"; shift; "$@" > "$results/$name.log" 2>&1 & pids[$name]=$!; }
finish() {
  wait "${pids[$1]}"; local code=$?
  echo; echo "== $1"; cat "$results/$1.log"
  [ "$code" -eq 0 ] || status=1
}

# Chromium and nginx for the journeys install while the checks run (apt: the network, not the
# cores); lint (one core) and the type checks (the other) run side by side.
begin "chromium and nginx" bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh'
begin "lint" npm run --silent lint
begin "types" npm run --silent typecheck
finish "lint"
finish "types"
step "domain rules" npx vitest run --project domain --coverage --reporter=default --reporter=json --outputFile.json="$results/domain.json"
step "web units" npx vitest run --project web --reporter=default --reporter=json --outputFile.json="$results/web.json"
step "api" npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/api.json"
finish "chromium and nginx"
step "web build" npm run --silent build
step "first-load budget" node scripts/bundle-report.mjs --check
step "browser journeys" npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"

node scripts/test-summary.mjs "$results" || status=1
rm -rf "$results"
exit $status
