#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (Playwright cannot download its own here).
# Installs it when missing and we are root; otherwise stops with a clear message.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium for the browser journeys (apt-get install chromium)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
