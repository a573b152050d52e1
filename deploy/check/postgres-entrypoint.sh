#!/bin/bash
# The part of the official postgres image's entrypoint that compose.yaml relies on: a first start
# creates the cluster with POSTGRES_USER / POSTGRES_PASSWORD and the database POSTGRES_DB, and the
# server listens on the network with password logins.
set -e
PGBIN=/usr/lib/postgresql/15/bin
export PGDATA=${PGDATA:-/var/lib/postgresql/data}
superuser=${POSTGRES_USER:-postgres}
if [ "$1" = postgres ]; then
  shift
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    pwfile=$(mktemp)
    printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
    chown postgres "$pwfile"
    runuser -u postgres -- $PGBIN/initdb -U "$superuser" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA"
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    if [ -n "$POSTGRES_DB" ] && [ "$POSTGRES_DB" != postgres ]; then
      runuser -u postgres -- $PGBIN/pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
      runuser -u postgres -- $PGBIN/psql -v ON_ERROR_STOP=1 -U "$superuser" -d postgres -c "CREATE DATABASE \"$POSTGRES_DB\""
      runuser -u postgres -- $PGBIN/pg_ctl -D "$PGDATA" -m fast -w stop
    fi
  fi
  exec runuser -u postgres -- $PGBIN/postgres -D "$PGDATA" -c listen_addresses='*' "$@"
fi
exec "$@"
