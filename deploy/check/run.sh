#!/usr/bin/env bash
# Runs deploy/compose.yaml for real on this machine and checks the shop behind it: PostgreSQL, two app
# containers built from deploy/Dockerfile, nginx on :8080. Uses podman (no daemon needed) and
# podman-compose from Debian. Where no container registry is reachable, the three base images are
# replaced by stand-ins built from Debian (this folder's Containerfiles: Node 20 copied from this
# machine, PostgreSQL 15 from bookworm, nginx from unstable) — the Dockerfile, compose.yaml, the nginx
# template and the resolver script are the real ones.
# Usage: bash deploy/check/run.sh     (as root; takes 3–5 minutes the first time, ~2 after)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="${CHECK_DIR:-/tmp/shop-compose-check}"
mkdir -p "$work"

for program in /usr/bin/podman /usr/bin/podman-compose /usr/sbin/debootstrap /usr/sbin/runc; do
  bash "$root/scripts/ensure-debian-package.sh" "$program" PATH "the compose check" "$(basename "$program")"
done

# Sandboxes like this one cap open files at 20000 (podman asks for 1048576) and mix cgroup v1 and v2,
# which crun refuses; runc copes. Elsewhere these settings are harmless.
cat > "$work/containers.conf" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
CONF
export CONTAINERS_CONF="$work/containers.conf"

have() { podman image exists "$1"; }
if ! have docker.io/library/node:20-bookworm-slim || ! have docker.io/library/postgres:16 || ! have docker.io/library/nginx:1.28; then
  if ! have localhost/shop-check-bookworm; then
    echo "Making a Debian bookworm base image (debootstrap)..."
    mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
    rm -rf "$work/rootfs"
    debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log"
    tar -C "$work/rootfs" -c . | podman import - localhost/shop-check-bookworm >/dev/null
    rm -rf "$work/rootfs"
  fi
  ctx="$work/node-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp "$(command -v node)" "$ctx/node"
  cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$ctx/npm"
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/"
  echo "Building stand-in base images (no registry here)..."
  have docker.io/library/node:20-bookworm-slim ||
    podman build -q -t docker.io/library/node:20-bookworm-slim -f "$here/node.Containerfile" "$ctx" >/dev/null
  have docker.io/library/postgres:16 ||
    podman build -q -t docker.io/library/postgres:16 -f "$here/postgres.Containerfile" "$here" >/dev/null
  have docker.io/library/nginx:1.28 ||
    podman build -q -t docker.io/library/nginx:1.28 -f "$here/nginx.Containerfile" "$here" >/dev/null
fi

export AUTH_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export ADMIN_EMAIL=owner@shop.test ADMIN_PASSWORD=compose-check-password PAYMENT_PROVIDER=sandbox
# The address the check uses is the shop's public one (the server refuses other sites' writes).
export PUBLIC_URL=http://127.0.0.1:8080
compose() { podman-compose -p shop-check -f "$root/deploy/compose.yaml" "$@"; }
# KEEP=1 leaves the containers running after a failed check, to look at them.
cleanup() { [ "${KEEP:-}" = 1 ] || compose down -v >"$work/down.log" 2>&1 || true; }
trap cleanup EXIT
compose down -v >"$work/down.log" 2>&1 || true

echo "Building the shop's image from deploy/Dockerfile and starting compose.yaml..."
started=$(date +%s)
compose build >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; exit 1; }
compose up -d >"$work/up.log" 2>&1 || { tail -30 "$work/up.log"; exit 1; }
base=$PUBLIC_URL
for _ in $(seq 1 180); do
  curl -fsS "$base/api/health" >/dev/null 2>&1 && break
  sleep 1
done
node "$here/check-shop.mjs" "$base" "$ADMIN_EMAIL" "$ADMIN_PASSWORD" shop-check_app_1 shop-check_app_2
echo "compose check passed in $(($(date +%s) - started)) s (build and start included)"
