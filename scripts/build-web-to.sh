#!/usr/bin/env bash
# Builds the web app (browser bundle + server renderer) into a private folder inside apps/web, so
# several people can build and run browser journeys at once without overwriting apps/web/dist.
# Usage: bash scripts/build-web-to.sh <name>   → apps/web/.dist-<name>; then run the server or the
# journeys with WEB_DIST=$PWD/apps/web/.dist-<name>.
set -euo pipefail
cd "$(dirname "$0")/../apps/web"
name="${1:?give a name}"
out=".dist-$name"
npx vite build --outDir "$out/client" --emptyOutDir
npx vite build --ssr src/entry-server.tsx --outDir "$out/server" --emptyOutDir
WEB_DIST="$PWD/$out" node ../../scripts/precompress.mjs
WEB_DIST="$PWD/$out" node ../../scripts/bundle-report.mjs
echo "WEB_DIST=$PWD/$out"
