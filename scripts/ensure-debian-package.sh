#!/usr/bin/env bash
# Installs a Debian package when the program the shop's scripts need is missing and we are root;
# otherwise stops with a clear message. Used by ensure-chromium.sh, ensure-nginx.sh and ensure-wrk.sh.
# Usage: ensure-debian-package.sh <program path> <ENV var that overrides it> "<what it is for>" <package>...
set -euo pipefail
program="$1" override="$2" why="$3"
shift 3
if [ -x "$program" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing $(basename "$program") for $why (apt-get install $*)..."
  # Another apt run (an unattended upgrade, a second test run) may hold dpkg's lock: wait for it.
  apt-get -o DPkg::Lock::Timeout=300 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq "$@" >/dev/null
  exit 0
fi
echo "$program is missing. Install it (sudo apt-get install $*) or set $override." >&2
exit 1
