#!/bin/sh
# The official nginx image's entrypoint steps that compose.yaml relies on: executable
# /docker-entrypoint.d/*.envsh files are sourced (they may export variables), then each
# /etc/nginx/templates/X.template becomes $NGINX_ENVSUBST_OUTPUT_DIR/X with the environment's
# variables filled in, then nginx starts.
set -e
if [ "$1" = nginx ]; then
  for script in /docker-entrypoint.d/*.envsh; do
    [ -x "$script" ] && . "$script"
  done
  templates=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
  out=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
  # Only variables that are set are replaced, so nginx's own $variables stay as they are.
  defined=$(printf '${%s} ' $(env | cut -d= -f1))
  for template in "$templates"/*.template; do
    [ -e "$template" ] || continue
    name=$(basename "$template" .template)
    echo "$0: envsubst $template > $out/$name"
    envsubst "$defined" < "$template" > "$out/$name"
  done
fi
exec "$@"
