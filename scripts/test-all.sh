#!/usr/bin/env bash
# npm test: everything CI checks, preparing what it needs itself.
#
#   dependencies (npm install when node_modules is missing or stale), Chromium (apt, when missing),
#   PostgreSQL (127.0.0.1:5432, else the embedded one), Redis (db 15), then:
#   typecheck, lint, format, unit, integration, build, e2e (Playwright), and a clean
#   git status at the end
#
# Ends with "N passed, N failed" (the test counts of vitest and Playwright) and the time.
# Every step runs even when an earlier one failed (except e2e after a failed build); the
# exit status is non-zero when any step failed.
#
# Knobs: TEST_DATABASE_URL, E2E_DATABASE_URL, TEST_REDIS_URL, TEST_AUTH_SECRET,
# INTEGRATION_WORKERS (integration files run at once, 2 by default; 1 runs them one by one).
set -euo pipefail
cd "$(dirname "$0")/.."

START_TIME=$(date +%s)
# What git status says before anything runs: the run must leave it the same.
TREE_BEFORE="$(git status --porcelain 2>/dev/null || true)"
REPORTS=test-results
if [ -t 1 ]; then
  BOLD=$'\033[1m' RED=$'\033[31m' GREEN=$'\033[32m' YELLOW=$'\033[33m' RESET=$'\033[0m'
else
  BOLD='' RED='' GREEN='' YELLOW='' RESET=''
fi

header() { printf '\n%s━━ %s%s\n' "$BOLD" "$*" "$RESET"; }
note() { printf '   %s\n' "$*"; }
warn() { printf '   %s! %s%s\n' "$YELLOW" "$*" "$RESET"; }
fmt_secs() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# ---------------------------------------------------------------------------------------
header "Prepare"
# npm install with the committed lock file (it changes nothing in it), dev dependencies
# included whatever NODE_ENV says.
# shellcheck source=scripts/dev/install-dependencies.sh
. scripts/dev/install-dependencies.sh
install_dependencies

if [ ! -x /usr/bin/chromium ]; then
  note "Chromium is missing: installing it with apt"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
fi
note "chromium: $(/usr/bin/chromium --version 2>/dev/null | tail -1)"

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/backoffice_test}"
pg_rc=0
node scripts/dev/probe.mjs pg "$TEST_DATABASE_URL" || pg_rc=$?
if [ "$pg_rc" = 1 ]; then
  warn "no PostgreSQL answers for $TEST_DATABASE_URL: starting the embedded one (.data/pg)"
  TEST_DATABASE_URL="$(node_modules/.bin/tsx scripts/dev/embedded-postgres.ts start --db backoffice_test)"
  unset E2E_DATABASE_URL
elif [ "$pg_rc" != 0 ]; then
  echo "PostgreSQL refuses the test connection (see above)" >&2
  exit 1
fi
export E2E_DATABASE_URL="${E2E_DATABASE_URL:-$(node scripts/dev/probe.mjs with-db "$TEST_DATABASE_URL" backoffice_e2e)}"
note "integration database: $TEST_DATABASE_URL"
note "e2e database:         $E2E_DATABASE_URL"

# Tests use Redis database 15, never the one the app uses in development.
export REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/15}"
if ! node scripts/dev/probe.mjs redis "$REDIS_URL"; then
  if command -v redis-server >/dev/null; then
    warn "Redis does not answer at $REDIS_URL: starting redis-server on 6379"
    redis-server --port 6379 --bind 127.0.0.1 --daemonize yes --save '' --appendonly no >/dev/null
    sleep 0.5
  fi
  if ! node scripts/dev/probe.mjs redis "$REDIS_URL"; then
    warn "no Redis: tests run with jobs in-process (REDIS_URL empty)"
    export REDIS_URL=''
  fi
fi
note "redis:                ${REDIS_URL:-none}"

export AUTH_SECRET="${TEST_AUTH_SECRET:-test-only-secret-never-used-outside-tests-0123456789}"
export APP_URL=http://localhost:3100
export CI="${CI:-1}"
export NEXT_TELEMETRY_DISABLED=1
mkdir -p "$REPORTS"
rm -f "$REPORTS/unit.json" "$REPORTS/integration.json" "$REPORTS/e2e.json"

# ---------------------------------------------------------------------------------------
FAILED_STEPS=()
STEP_LINES=()
run_step() {
  local name="$1"
  shift
  header "$name"
  local t0 rc=0
  t0=$(date +%s)
  "$@" || rc=$?
  local took=$(($(date +%s) - t0))
  if [ "$rc" = 0 ]; then
    STEP_LINES+=("$(printf '%-12s %sok%s      %s' "$name" "$GREEN" "$RESET" "$(fmt_secs "$took")")")
  else
    FAILED_STEPS+=("$name")
    STEP_LINES+=("$(printf '%-12s %sFAILED%s  %s (exit %s)' "$name" "$RED" "$RESET" "$(fmt_secs "$took")" "$rc")")
  fi
  printf '   %s: %s\n' "$name" "$([ "$rc" = 0 ] && echo ok || echo "failed (exit $rc)") in $(fmt_secs "$took")"
  return "$rc"
}

# vitest_project REPORT PROJECT...: the projects' tests, their JSON report as REPORT.json.
vitest_project() {
  local report="$1" args=()
  shift
  for project in "$@"; do args+=(--project "$project"); done
  NODE_ENV=test npx vitest run "${args[@]}" \
    --reporter=default --reporter=json --outputFile.json="$REPORTS/$report.json"
}

# Steps that share nothing run side by side (the machine has two cores or more); each one's
# output is shown whole once they are all done, in this order.
run_steps_together() {
  local dir
  dir="$(mktemp -d)"
  local specs=("$@") pids=()
  for spec in "${specs[@]}"; do
    local name="${spec%%=*}" cmd="${spec#*=}"
    (
      t0=$(date +%s)
      rc=0
      bash -c "$cmd" >"$dir/$name.log" 2>&1 || rc=$?
      echo "$rc $(($(date +%s) - t0))" >"$dir/$name.rc"
    ) &
    pids+=($!)
  done
  wait "${pids[@]}" || true
  for spec in "${specs[@]}"; do
    local name="${spec%%=*}" rc took
    header "$name"
    cat "$dir/$name.log"
    read -r rc took <"$dir/$name.rc"
    if [ "$rc" = 0 ]; then
      STEP_LINES+=("$(printf '%-12s %sok%s      %s' "$name" "$GREEN" "$RESET" "$(fmt_secs "$took")")")
    else
      FAILED_STEPS+=("$name")
      STEP_LINES+=("$(printf '%-12s %sFAILED%s  %s (exit %s)' "$name" "$RED" "$RESET" "$(fmt_secs "$took")" "$rc")")
    fi
    printf '   %s: %s\n' "$name" "$([ "$rc" = 0 ] && echo ok || echo "failed (exit $rc)") in $(fmt_secs "$took")"
  done
  rm -rf "$dir"
}

# The generated route table and Prisma client first: type checking and linting read them.
run_step generate bash -c 'npm run routes:gen && node scripts/prisma-generate.mjs' || true
run_steps_together 'typecheck=npx tsc --noEmit' 'lint=npm run lint' 'format=npm run format:check'
run_step unit vitest_project unit unit unit-isolated || true
# Two test files at a time, each worker on a database of its own (tests/setup/test-workers.ts).
export INTEGRATION_WORKERS="${INTEGRATION_WORKERS:-2}"
run_step integration vitest_project integration integration || true
# The e2e server (`next start`) serves this build; playwright.config.ts resets and seeds the
# e2e database in its webServer command before it starts the server. The typecheck step
# above has checked the types: the build does not again (BUILD_FOR_TESTS, next.config.ts).
if run_step build env DATABASE_URL="$E2E_DATABASE_URL" BUILD_FOR_TESTS=1 npm run build; then
  run_step e2e npx playwright test || true
else
  STEP_LINES+=("$(printf '%-12s %sskipped%s (the build failed)' e2e "$YELLOW" "$RESET")")
  FAILED_STEPS+=(e2e)
fi

# Installing, generating, building and testing leave the checkout as it was: a file they
# rewrite (the lock file, a generated table) would differ on every machine.
clean_tree() {
  if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    note "not a git checkout: nothing to compare"
    return 0
  fi
  local after
  after="$(git status --porcelain)"
  if [ "$after" != "$TREE_BEFORE" ]; then
    echo "git status changed while the tests ran:" >&2
    diff <(echo "$TREE_BEFORE") <(echo "$after") >&2 || true
    return 1
  fi
  note "git status is as it was before the run"
}
run_step clean-tree clean_tree || true

# ---------------------------------------------------------------------------------------
header "Summary"
for line in "${STEP_LINES[@]}"; do note "$line"; done
echo
# Counts from the JSON reports of vitest (unit, integration) and Playwright (e2e).
TOTALS="$(
  node - "$REPORTS" <<'EOF'
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
let passed = 0;
let failed = 0;
const read = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return undefined;
  }
};
for (const suite of ['unit', 'integration']) {
  const r = read(`${suite}.json`);
  if (!r) {
    console.error(`   ${suite.padEnd(12)} no report (the step failed before tests ran)`);
    continue;
  }
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A file that failed without a failed test (it did not load, a hook threw) counts as one.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const f = (r.numFailedTests ?? 0) + brokenFiles;
  passed += r.numPassedTests ?? 0;
  failed += f;
  console.error(
    `   ${suite.padEnd(12)} passed ${r.numPassedTests}  failed ${f}  skipped ${skipped}` +
      (brokenFiles ? `  (${brokenFiles} file(s) failed outside a test)` : ''),
  );
}
const e2e = read('e2e.json');
if (!e2e) {
  console.error(`   ${'e2e'.padEnd(12)} no report`);
} else {
  const s = e2e.stats ?? {};
  const p = (s.expected ?? 0) + (s.flaky ?? 0);
  // Errors outside tests (web server, global setup, a spec that does not load) count too.
  const errors = (e2e.errors ?? []).length;
  const f = (s.unexpected ?? 0) + errors;
  passed += p;
  failed += f;
  console.error(
    `   ${'e2e'.padEnd(12)} passed ${p}  failed ${f}  skipped ${s.skipped ?? 0}` +
      (errors ? `  (${errors} error(s) outside a test)` : ''),
  );
}
console.log(`${passed} passed, ${failed} failed`);
EOF
)" || TOTALS="0 passed, 0 failed"

ELAPSED=$(($(date +%s) - START_TIME))
if [ "${#FAILED_STEPS[@]}" -gt 0 ]; then
  printf '\n%sFailed steps: %s%s\n' "$RED" "${FAILED_STEPS[*]}" "$RESET"
fi
echo
echo "$TOTALS"
echo "Elapsed: $(fmt_secs "$ELAPSED") ($ELAPSED s)"
[ "${#FAILED_STEPS[@]}" -eq 0 ]
