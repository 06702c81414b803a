#!/usr/bin/env bash
# `npm test`: everything CI checks, failing at the first broken step.
#   install → system packages → type check and lint → unit tests → hall API on PGlite and on PostgreSQL 15 → build and e2e
# `bash scripts/test.sh hall unit` runs only the named steps (install system static unit hall e2e).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
STEPS=("$@")
START=$(date +%s.%N)
CURRENT=""

elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1fs", b - a }'; }
wants() { [ ${#STEPS[@]} -eq 0 ] || [[ " ${STEPS[*]} " == *" $1 "* ]]; }

section() {
  CURRENT=$1
  SECTION_START=$(date +%s.%N)
  printf '\n\033[1m==== %s ====\033[0m\n' "$1"
}
done_section() { printf -- '---- %s: ok in %s\n' "$CURRENT" "$(elapsed "$SECTION_START")"; }

on_exit() {
  local status=$?
  if [ -n "${PG_TEST_CLUSTER_DIR:-}" ]; then
    bash "$ROOT/scripts/pg-test-cluster.sh" stop "$PG_TEST_CLUSTER_DIR" || true
  fi
  if [ "$status" -eq 0 ]; then
    printf '\n\033[1;32mALL PASSED\033[0m in %s\n' "$(elapsed "$START")"
  else
    printf '\n\033[1;31mFAILED\033[0m at "%s" (exit %s) after %s\n' "$CURRENT" "$status" "$(elapsed "$START")"
  fi
}
trap on_exit EXIT

is_root() { [ "$(id -u)" -eq 0 ]; }

# --- a. dependencies ------------------------------------------------------------------------------------------
if wants install; then
  section "Dependencies"
  # npm records the installed tree in node_modules/.package-lock.json; reinstall only when the lockfile moved on.
  if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm install --no-audit --no-fund
    # npm leaves its record untouched when nothing changed; mark it so the next run skips the install.
    touch node_modules/.package-lock.json
  else
    echo "node_modules is up to date with package-lock.json"
  fi
  done_section
fi

# --- b. system packages for the browser tests -----------------------------------------------------------------
if wants system; then
  section "System packages (chromium, fonts-noto-cjk, openssl)"
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # Without CJK fonts Chinese renders as boxes in screenshots.
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
  # The payment tests make WeChat Pay platform certificates with openssl (node:crypto cannot sign X.509).
  command -v openssl >/dev/null || missing+=(openssl)
  if [ ${#missing[@]} -eq 0 ]; then
    echo "chromium, fonts-noto-cjk and openssl are installed"
  elif is_root && command -v apt-get >/dev/null; then
    echo "installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  else
    echo "Missing: ${missing[*]}. Install them as root: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  done_section
fi

# --- c. types and lint ----------------------------------------------------------------------------------------
if wants static; then
  section "Type check (tsc --noEmit)"
  npx tsc --noEmit
  done_section

  section "Layers (scripts/check-imports.mjs: no import circle, nothing upward)"
  node scripts/check-imports.mjs
  done_section

  section "Calls (scripts/check-call-literals.mjs: the hall API's addresses written once, in lib/contract)"
  node scripts/check-call-literals.mjs
  done_section

  section "First load (scripts/check-first-load.mjs: no link, loader or next-intl client code on the landing pages)"
  node scripts/check-first-load.mjs
  done_section

  section "Lint (oxlint; typescript-eslint refuses TypeScript 7)"
  npm run lint --silent
  done_section

  section "Format (prettier --check)"
  npx prettier --check .
  done_section
fi

# --- d. unit tests --------------------------------------------------------------------------------------------
if wants unit; then
  section "Unit tests (jest, everything outside hall/)"
  npx jest --ci --selectProjects unit --passWithNoTests
  done_section
fi

# --- e. hall API on both drivers ------------------------------------------------------------------------------
if wants hall; then
  # Two workers: jest's default on two cores is one, which leaves a core idle (PGlite runs in the worker; on
  # PostgreSQL the server does half the work). Measured on this machine: PGlite 315 s → 187 s, PostgreSQL 214 s → 112 s.
  section "Hall API tests on PGlite"
  HALL_TEST_DRIVER=pglite npx jest --ci --maxWorkers=2 --selectProjects hall
  done_section

  section "Hall API tests on PostgreSQL 15"
  cluster=$(bash scripts/pg-test-cluster.sh start)
  eval "$cluster"
  # Small pools: every test file opens its own, and files run in parallel against one server.
  HALL_TEST_DRIVER=pg PG_POOL_SIZE=4 npx jest --ci --maxWorkers=2 --selectProjects hall
  bash scripts/pg-test-cluster.sh stop "$PG_TEST_CLUSTER_DIR"
  unset PG_TEST_CLUSTER_DIR TEST_DATABASE_URL
  done_section
fi

# --- f. build and browser journeys ----------------------------------------------------------------------------
if wants e2e; then
  section "Build (next build)"
  # The door's QR reader loads its WebAssembly from public/vendor/, copied from node_modules (scripts/vendor-assets.mjs)
  # after an install and before every build: without it `test.sh e2e` alone, after no install, had no camera scans.
  node scripts/vendor-assets.mjs
  # The test build reads every contract call's answer with its schema in the browser (lib/client/call.ts).
  NEXT_PUBLIC_CHECK_ANSWERS=1 npx next build
  done_section

  section "End-to-end (playwright)"
  if [ -d e2e ] && [ -n "$(find e2e -name '*.spec.ts' -not -path '*/node_modules/*' -print -quit)" ]; then
    # CI=1: servers of this run only. A hall API left on the port by another run (a stopped run, a run in another
    # checkout) would otherwise be reused, with its own data and its own code, and the journeys would fail for it.
    CI=1 npx playwright test
  else
    echo "NOTICE: no e2e/**/*.spec.ts yet: Playwright skipped"
  fi
  done_section
fi
