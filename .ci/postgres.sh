#!/usr/bin/env bash
# Start a throw-away PostgreSQL server for the storage tests; prints its URL.
# Installs Debian's postgresql when missing. Usage: url=$(bash .ci/postgres.sh)
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/studio-pg.XXXXXX)
chown postgres:postgres "$dir"
port=${PGPORT_TEST:-54329}
su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres >/dev/null"
su postgres -c "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -l $dir/log -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:$port/postgres"
