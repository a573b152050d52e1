#!/usr/bin/env bash
# The cluster test and `npm run start:cluster` put Debian's nginx in front of the server processes.
# Installs it when missing and we are root; otherwise stops with a clear message.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing nginx for the server processes' load balancer (apt-get install nginx-light)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  exit 0
fi
echo "nginx is missing at $NGINX. Install it (sudo apt-get install nginx-light) or set NGINX_PATH." >&2
exit 1
