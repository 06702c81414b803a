#!/usr/bin/env bash
# npm run bench: measures seat holds through the hall API against pgbench on the same PostgreSQL server, then the
# public pages' throughput against a page prerendered at build time, their first-load JavaScript and their
# Lighthouse scores, all in one run and against one build (bench/README.md).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BENCH=$ROOT/bench
SITE_PORT=3200
HALL_PORT=4200
export SITE=http://localhost:$SITE_PORT
export HALL=http://127.0.0.1:$HALL_PORT
export BENCH_DURATION=${BENCH_DURATION:-10}
WORK=$(mktemp -d /tmp/hall-bench.XXXXXX)
COPY=$WORK/site
export PARTS=$WORK/parts LOGS=$WORK/logs
mkdir -p "$PARTS" "$LOGS" "$BENCH/results"
PGIDS=()

log() { printf '\n[bench] %s\n' "$*"; }

# Stop every server this run started, by process group, whatever way the run ends.
cleanup() {
  local status=$?
  for pgid in "${PGIDS[@]}"; do kill -TERM -- "-$pgid" 2>/dev/null || true; done
  for pgid in "${PGIDS[@]}"; do
    for _ in $(seq 50); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pgid" 2>/dev/null || true
  done
  [ -z "${PG_TEST_CLUSTER_DIR:-}" ] || bash "$ROOT/scripts/pg-test-cluster.sh" stop "$PG_TEST_CLUSTER_DIR" || true
  # Keep the servers' logs (the site's shows any 500 a measurement or Lighthouse met).
  rm -rf "$BENCH/results/logs" && cp -r "$LOGS" "$BENCH/results/logs" 2>/dev/null || true
  if [ "$status" -ne 0 ]; then
    echo "[bench] failed (exit $status); server logs:" >&2
    for f in "$LOGS"/*.log; do [ -f "$f" ] && { echo "--- $f" >&2; tail -n 30 "$f" >&2; }; done
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# start NAME DIR COMMAND…: a server in its own session (so its process group is its pid), logging to $LOGS/NAME.log.
start() {
  local name=$1 dir=$2; shift 2
  (cd "$dir" && exec setsid "$@" >"$LOGS/$name.log" 2>&1 </dev/null) &
  local pid=$!
  sleep 0.2
  local pgid
  pgid=$(ps -o pgid= -p "$pid" | tr -d ' ')
  [ "$pgid" = "$pid" ] || { echo "[bench] $name: expected its own process group (pid $pid, pgid $pgid)" >&2; exit 1; }
  PGIDS+=("$pgid")
}

for port in $SITE_PORT $HALL_PORT; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "[bench] port $port is in use; stop that server first" >&2; exit 1; fi
done

T0=$(date +%s)
log "seat holds: the hall API on PostgreSQL 15 against pgbench on the same server (seat-holds.ts)"
# The cluster is started here, as scripts/test.sh does, so that cleanup stops it whatever becomes of the step.
# Durable (fsync, synchronous commit): both sides pay for the commits production would make.
eval "$(PG_TEST_DURABLE=1 bash "$ROOT/scripts/pg-test-cluster.sh" start)"
(exec setsid "$ROOT/node_modules/.bin/tsx" "$BENCH/seat-holds.ts") &
SEAT_HOLDS=$!
PGIDS+=("$SEAT_HOLDS")
wait "$SEAT_HOLDS"
log "points shop: 200 redeemers for the last units through the hall API, against one statement per redemption (shop-redeem.ts)"
(exec setsid "$ROOT/node_modules/.bin/tsx" "$BENCH/shop-redeem.ts") &
SHOP_REDEEM=$!
PGIDS+=("$SHOP_REDEEM")
wait "$SHOP_REDEEM"
log "waiting room: an on-sale's opening, 2,400 arrivals at 1,200 admissions a minute, beside the same buyers without the room (waiting-room.ts)"
(exec setsid "$ROOT/node_modules/.bin/tsx" "$BENCH/waiting-room.ts") &
WAITING_ROOM=$!
PGIDS+=("$WAITING_ROOM")
wait "$WAITING_ROOM"
bash "$ROOT/scripts/pg-test-cluster.sh" stop "$PG_TEST_CLUSTER_DIR"
unset PG_TEST_CLUSTER_DIR TEST_DATABASE_URL

log "copying the repo to $COPY and adding the prerendered reference page"
mkdir -p "$COPY"
tar -C "$ROOT" --exclude=./node_modules --exclude=./.next --exclude=./data --exclude=./.git --exclude=./test-results \
  --exclude=./playwright-report --exclude=./bench/results -cf - . | tar -C "$COPY" -xf -
# Hard links, not a symlink: Turbopack refuses a node_modules that resolves outside the project root (~1 s).
cp -al "$ROOT/node_modules" "$COPY/node_modules"
node "$BENCH/make-reference.mjs" "$COPY"

log "starting the hall API on $HALL (fresh data dir)"
# Secrets of this run only: `next start` is production and refuses the development defaults.
export SIGN_SECRET=${SIGN_SECRET:-$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")}
export SESSION_PASSWORD=${SESSION_PASSWORD:-$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")}
# The content editor of the freshness step, made as on a fresh machine, before the hall API opens its database.
export BENCH_EDITOR=bench.editor BENCH_EDITOR_PASSWORD=Bench2026edit
(cd "$COPY" && DATA_DIR="$WORK/data" STAFF_PASSWORD=$BENCH_EDITOR_PASSWORD node_modules/.bin/tsx hall/cli/staff.ts create \
  --username $BENCH_EDITOR --name 内容编辑 --role content >/dev/null)
# The administrator whose first sign-in opens the console's pages for their first-load JavaScript (first-load-js.mjs).
export BENCH_STAFF=bench.admin BENCH_STAFF_PASSWORD=Bench2026admin
(cd "$COPY" && DATA_DIR="$WORK/data" STAFF_PASSWORD=$BENCH_STAFF_PASSWORD node_modules/.bin/tsx hall/cli/staff.ts create \
  --username $BENCH_STAFF --name 值班经理 --role administrator >/dev/null)
start hall "$COPY" env DATA_DIR="$WORK/data" HALL_PORT=$HALL_PORT LOG_LEVEL=warn node_modules/.bin/tsx hall/server.ts
node "$BENCH/wait-for.mjs" "$HALL/healthz" 120
export PROJECT_ID
PROJECT_ID=$(node "$BENCH/pick-id.mjs")
echo "[bench] performance detail id: $PROJECT_ID"

export HALL_API_URL=$HALL SITE_URL=$SITE PORT=$SITE_PORT
log "next build (in the copy, with the hall API up so the reference prerenders real data; standalone output)"
(cd "$COPY" && node scripts/build-site.mjs) 2>&1 | tee "$LOGS/build.log" | grep -vE '^\s*$' | tail -n 60
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "[bench] next build failed" >&2; exit 1; }

log "next start on $SITE"
# Loopback only. `-H localhost`, not `-H 127.0.0.1`: with the latter Next 16.4 takes proxy.ts's same-host
# rewrites for external ones and proxies them back to itself in a loop (every page hangs or fails).
# As scripts/site-server.mjs runs Next: each page's inline scripts allowed by their hashes, then compressed (without
# the hashes the script policy refuses Next's own inline scripts, and no page hydrates).
start site "$COPY" node --import ./scripts/script-hashes.mjs node_modules/next/dist/bin/next start -p $SITE_PORT -H localhost
node "$BENCH/wait-for.mjs" "$SITE/robots.txt" 60

node "$BENCH/check-reference.mjs" "$COPY" "$LOGS/build.log"
log "load (autocannon)"
node "$BENCH/load.mjs"
log "first-load JavaScript"
node "$BENCH/first-load-js.mjs"
log "Lighthouse"
node "$BENCH/lighthouse.mjs"
SESSION_ID=$(node "$BENCH/pick-session.mjs")
log "seat map in Chromium (seat-map.ts), main-hall session $SESSION_ID"
"$ROOT/node_modules/.bin/tsx" "$BENCH/seat-map.ts" "$SITE" "$SESSION_ID"
log "site processes per core: the standalone server with 1, 2 and 3 processes (site-processes.mjs)"
SITE_DIR=$COPY node "$BENCH/site-processes.mjs"
log "freshness: a published change on 2 site processes, then on 2 site instances (freshness.ts)"
SITE_DIR=$COPY "$ROOT/node_modules/.bin/tsx" "$BENCH/freshness.ts"

echo "$(( $(date +%s) - T0 ))" >"$PARTS/elapsed.txt"
node "$BENCH/summary.mjs" "$BENCH/results/latest.json"
