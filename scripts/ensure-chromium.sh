#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (Playwright cannot download its own here).
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" CHROMIUM_PATH \
  "the browser journeys" chromium fonts-dejavu-core
