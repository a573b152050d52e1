#!/usr/bin/env bash
# The cluster test and `npm run start:cluster` put Debian's nginx in front of the server processes.
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${NGINX_PATH:-/usr/sbin/nginx}" NGINX_PATH \
  "the server processes' load balancer" nginx-light
