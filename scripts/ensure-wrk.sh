#!/usr/bin/env bash
# `npm run bench -- --processes` drives the load with wrk: a C load generator that leaves the
# two cores to the servers being compared (bench-wrk.ts says why).
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${WRK_PATH:-/usr/bin/wrk}" WRK_PATH \
  "the processes bench's load generator" wrk
