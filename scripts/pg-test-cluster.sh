#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the hall API tests: never touches a system cluster, never keeps data.
#
#   eval "$(bash scripts/pg-test-cluster.sh start)"   # exports TEST_DATABASE_URL and PG_TEST_CLUSTER_DIR
#   bash scripts/pg-test-cluster.sh stop [dir]         # stops and removes it (dir defaults to $PG_TEST_CLUSTER_DIR)
#   PG_TEST_DURABLE=1 bash scripts/pg-test-cluster.sh start   # fsync and synchronous commit on, as in production
#
# stdout carries only the export lines; progress and errors go to stderr. PostgreSQL refuses to run as root,
# so as root the cluster belongs to the postgres user (created when missing).
set -euo pipefail

PG_MAJOR=15
PG_BIN=${PG_BIN:-/usr/lib/postgresql/$PG_MAJOR/bin}
MARKER=.hall-pg-test-cluster

say() { echo "pg-test-cluster: $*" >&2; }
die() {
  printf 'pg-test-cluster: ERROR: %b\n' "$*" >&2
  exit 1
}
is_root() { [ "$(id -u)" -eq 0 ]; }

# Runs a command as the cluster's owner: postgres when we are root, ourselves otherwise.
as_owner() {
  if is_root; then
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}

ensure_binaries() {
  [ -x "$PG_BIN/initdb" ] && return
  if ! is_root; then
    die "$PG_BIN/initdb is missing. Install PostgreSQL $PG_MAJOR (Debian: apt-get install -y postgresql-$PG_MAJOR) or set PG_BIN."
  fi
  command -v apt-get >/dev/null || die "$PG_BIN/initdb is missing and there is no apt-get to install postgresql-$PG_MAJOR."
  say "$PG_BIN/initdb is missing; installing postgresql-$PG_MAJOR with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2 || die "apt-get update failed"
  if ! apt-get install -y --no-install-recommends "postgresql-$PG_MAJOR" >&2; then
    say "postgresql-$PG_MAJOR is not available; trying the distribution's postgresql"
    apt-get install -y --no-install-recommends postgresql >&2 || die "could not install PostgreSQL with apt-get"
  fi
  if [ ! -x "$PG_BIN/initdb" ]; then
    local other
    other=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$other" ] && [ -x "$other/initdb" ] || die "PostgreSQL was installed but no initdb was found under /usr/lib/postgresql"
    say "WARNING: PostgreSQL $PG_MAJOR is not installable here; using $other. Production runs $PG_MAJOR: use only what $PG_MAJOR has."
    PG_BIN=$other
  fi
}

ensure_owner() {
  is_root || return 0
  if ! id postgres >/dev/null 2>&1; then
    say "creating the postgres system user"
    useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/sh postgres ||
      die "could not create the postgres user"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  ensure_binaries
  ensure_owner
  local dir port log
  dir=$(mktemp -d "${TMPDIR:-/tmp}/hall-pg.XXXXXX")
  touch "$dir/$MARKER"
  # Anything that fails from here on must not leave a half-started cluster behind.
  trap 'stop "$dir" >/dev/null 2>&1 || true' EXIT
  if is_root; then
    chown postgres "$dir"
    chmod 711 "$(dirname "$dir")" 2>/dev/null || true
  fi
  as_owner "'$PG_BIN/initdb' -D '$dir/pg' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1" ||
    die "initdb failed:\n$(cat "$dir/initdb.log")"
  log="$dir/pg.log"
  # Durability is pointless for a cluster deleted after the run; the tests run up to one pool per worker.
  # PG_TEST_DURABLE=1 keeps PostgreSQL's durable defaults: benchmarks measure what production would commit.
  local opts="-c listen_addresses=127.0.0.1 -k $dir/pg -c max_connections=400 -c timezone=UTC"
  [ "${PG_TEST_DURABLE:-}" = 1 ] || opts="$opts -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  # PG_TEST_STATEMENTS=1 loads pg_stat_statements, for a bench to tell where the server's time goes.
  [ "${PG_TEST_STATEMENTS:-}" = 1 ] && opts="$opts -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all"
  local attempt started=
  for attempt in 1 2 3; do
    port=$(free_port)
    if as_owner "'$PG_BIN/pg_ctl' -D '$dir/pg' -o '-p $port $opts' -l '$log' -w -t 60 start >/dev/null"; then
      started=1
      break
    fi
    say "start on port $port failed (attempt $attempt)"
  done
  [ -n "$started" ] || die "PostgreSQL did not start:\n$(tail -n 30 "$log" 2>/dev/null)"
  trap - EXIT
  local url="postgres://postgres@127.0.0.1:$port/postgres"
  echo "$url" >"$dir/url"
  say "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $port, data in $dir"
  echo "export TEST_DATABASE_URL='$url'"
  echo "export PG_TEST_CLUSTER_DIR='$dir'"
}

stop() {
  local dir=${1:-${PG_TEST_CLUSTER_DIR:-}}
  [ -n "$dir" ] || die "stop: no cluster directory given and PG_TEST_CLUSTER_DIR is not set"
  [ -d "$dir" ] || {
    say "nothing to stop at $dir"
    return 0
  }
  # Only ever delete what start() made.
  [ -f "$dir/$MARKER" ] || die "stop: $dir is not a test cluster made by this script; refusing to remove it"
  if [ -f "$dir/pg/postmaster.pid" ]; then
    as_owner "'$PG_BIN/pg_ctl' -D '$dir/pg' -m fast -w -t 60 stop >/dev/null" || {
      say "fast stop failed; stopping immediately"
      as_owner "'$PG_BIN/pg_ctl' -D '$dir/pg' -m immediate -w stop >/dev/null" || true
    }
  fi
  rm -rf "$dir"
  say "stopped and removed $dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *)
    echo "usage: $0 start | stop [dir]" >&2
    exit 2
    ;;
esac
