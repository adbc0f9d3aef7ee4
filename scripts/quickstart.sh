#!/usr/bin/env bash
# npm run quickstart: from a fresh clone to a running back office on http://localhost:3000.
#
#  1. installs dependencies (when node_modules is missing or package-lock.json changed)
#  2. writes .env from .env.example with a random AUTH_SECRET (an existing .env is kept)
#  3. PostgreSQL at DATABASE_URL, or an embedded one under .data/pg when none answers
#  4. Redis at REDIS_URL, or jobs run inside the app process when none answers
#  5. migrates, seeds the demo data (and demo orders), builds, starts the app (and the worker when Redis
#     answers), waits for /api/health and prints the demo sign-ins
#
# Running it again stops the previous run first (pid files under .data/run). Ctrl-C stops
# the app and the worker; an embedded PostgreSQL keeps running for the next time
# (stop it with: npx tsx scripts/dev/embedded-postgres.ts stop).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
RUN_DIR="$ROOT/.data/run"
mkdir -p "$RUN_DIR"

if [ -t 1 ]; then
  BOLD=$'\033[1m' DIM=$'\033[2m' YELLOW=$'\033[33m' RED=$'\033[31m' GREEN=$'\033[32m' RESET=$'\033[0m'
else
  BOLD='' DIM='' YELLOW='' RED='' GREEN='' RESET=''
fi
step() { printf '\n%s==> %s%s\n' "$BOLD" "$*" "$RESET"; }
info() { printf '    %s\n' "$*"; }
warn() { printf '    %s! %s%s\n' "$YELLOW" "$*" "$RESET"; }
die() {
  printf '\n%squickstart: %s%s\n' "$RED" "$*" "$RESET" >&2
  exit 1
}

# Does pid $1 still run a command matching $2? (Guards against reused pids.)
pid_alive() {
  local pid="$1" pattern="$2"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  if [ -r "/proc/$pid/cmdline" ]; then
    tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$pattern"
  fi
}

# Stops the process group led by the pid in pid file $1 (TERM, then KILL after 15 s).
stop_group() {
  local file="$1" pattern="$2" pid
  [ -f "$file" ] || return 0
  pid="$(cat "$file" 2>/dev/null || true)"
  if pid_alive "$pid" "$pattern"; then
    info "stopping $(basename "$file" .pid) (pid $pid)"
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 30); do
      pid_alive "$pid" "$pattern" || break
      sleep 0.5
    done
    if pid_alive "$pid" "$pattern"; then
      kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true # reaps it when it is our own child
  fi
  rm -f "$file"
}

# ---------------------------------------------------------------------------------------
step "Stopping a previous quickstart, if any"
old="$(cat "$RUN_DIR/quickstart.pid" 2>/dev/null || true)"
if [ -n "$old" ] && [ "$old" != "$$" ] && pid_alive "$old" quickstart; then
  info "a quickstart is running (pid $old): stopping it and its app"
  kill -TERM "$old" 2>/dev/null || true
  for _ in $(seq 1 40); do
    pid_alive "$old" quickstart || break
    sleep 0.5
  done
  pid_alive "$old" quickstart && die "the previous quickstart (pid $old) did not stop; stop it and run again"
fi
stop_group "$RUN_DIR/app.pid" next
stop_group "$RUN_DIR/worker.pid" worker
stop_group "$RUN_DIR/sandbox.pid" sandbox
echo "$$" >"$RUN_DIR/quickstart.pid"
info "nothing of an earlier run is left running"

APP_PID=''
WORKER_PID=''
SANDBOX_PID=''
stopping=0
shutdown() {
  [ "$stopping" = 1 ] && return
  stopping=1
  trap - INT TERM
  printf '\n'
  [ -n "$WORKER_PID" ] && stop_group "$RUN_DIR/worker.pid" worker
  [ -n "$SANDBOX_PID" ] && stop_group "$RUN_DIR/sandbox.pid" sandbox
  [ -n "$APP_PID" ] && stop_group "$RUN_DIR/app.pid" next
  if [ "$(cat "$RUN_DIR/quickstart.pid" 2>/dev/null || true)" = "$$" ]; then rm -f "$RUN_DIR/quickstart.pid"; fi
}
trap 'shutdown; exit 130' INT
trap 'shutdown; exit 143' TERM
trap 'shutdown' EXIT

# ---------------------------------------------------------------------------------------
step "Dependencies"
# A demo run: whatever NODE_ENV the shell has, the tools and the demo seed are needed (next
# build and next start set production themselves).
if [ -n "${NODE_ENV:-}" ]; then
  info "NODE_ENV=$NODE_ENV in this shell is not used by the quickstart"
  unset NODE_ENV
fi
# shellcheck source=scripts/dev/install-dependencies.sh
. scripts/dev/install-dependencies.sh
install_dependencies
info "node_modules is up to date"

# ---------------------------------------------------------------------------------------
step "Configuration (.env)"
new_secret() { openssl rand -hex 32 2>/dev/null || node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"; }
if [ ! -f .env ]; then
  secret="$(new_secret)"
  sed "s|^AUTH_SECRET=.*|AUTH_SECRET=$secret|" .env.example >.env
  chmod 600 .env
  info "wrote .env from .env.example with a new AUTH_SECRET"
elif grep -q '^AUTH_SECRET=$' .env; then
  secret="$(new_secret)"
  sed -i.bak "s|^AUTH_SECRET=$|AUTH_SECRET=$secret|" .env && rm -f .env.bak
  info "kept .env; its AUTH_SECRET was empty, so it got a random one"
else
  info "kept the existing .env"
fi

# Load .env; variables already set in the shell win (as in Next.js).
eval "$(node scripts/dev/env-exports.mjs .env)"
export PORT="${PORT:-3000}"
export NEXT_TELEMETRY_DISABLED=1
if [ -z "${APP_URL:-}" ] || { [ "$APP_URL" = "http://localhost:3000" ] && [ "$PORT" != 3000 ]; }; then
  export APP_URL="http://localhost:$PORT"
fi
: "${DATABASE_URL:=postgresql://postgres@127.0.0.1:5432/backoffice}"
export DATABASE_URL

# ---------------------------------------------------------------------------------------
step "PostgreSQL"
redact() { node -e 'try { const u = new URL(process.argv[1]); if (u.password) u.password = "***"; console.log(u.toString()) } catch { console.log(process.argv[1]) }' "$1"; }
pg_rc=0
node scripts/dev/probe.mjs pg "$DATABASE_URL" || pg_rc=$?
if [ "$pg_rc" = 0 ]; then
  info "using $(redact "$DATABASE_URL")"
elif [ "$pg_rc" = 2 ]; then
  die "PostgreSQL answers at $(redact "$DATABASE_URL") but refuses the connection (see above). Fix DATABASE_URL in .env."
else
  warn "nothing answers at $(redact "$DATABASE_URL"): starting the embedded PostgreSQL under .data/pg"
  db_name="$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).pathname.slice(1)) || "backoffice")' "$DATABASE_URL")"
  DATABASE_URL="$(node_modules/.bin/tsx scripts/dev/embedded-postgres.ts start --db "$db_name")" ||
    die "the embedded PostgreSQL did not start (log: .data/pg/server.log)"
  export DATABASE_URL
  info "using the embedded PostgreSQL: $DATABASE_URL"
  info "${DIM}it keeps running after quickstart; stop it with: npx tsx scripts/dev/embedded-postgres.ts stop${RESET}"
fi

# ---------------------------------------------------------------------------------------
step "Redis (job queue)"
REDIS_OK=0
if [ -n "${REDIS_URL:-}" ]; then
  if node scripts/dev/probe.mjs redis "$REDIS_URL"; then
    REDIS_OK=1
    info "using $(redact "$REDIS_URL"): jobs go through BullMQ to the worker process"
  else
    warn "Redis does not answer at $(redact "$REDIS_URL")"
  fi
fi
if [ "$REDIS_OK" = 0 ]; then
  # Empty rather than unset, so that Next.js does not load it again from .env.
  export REDIS_URL=''
  warn "NO REDIS: jobs (e-mails, platform syncs) will run inside the app process; no worker is started"
fi

# ---------------------------------------------------------------------------------------
step "File storage"
if [ -n "${S3_ENDPOINT:-}" ]; then
  info "S3 at $S3_ENDPOINT, bucket ${S3_BUCKET:-backoffice}"
else
  export UPLOAD_DIR="${UPLOAD_DIR:-.data/uploads}"
  mkdir -p "$UPLOAD_DIR"
  info "local disk: $UPLOAD_DIR (set S3_ENDPOINT in .env to use S3)"
fi

# ---------------------------------------------------------------------------------------
step "Mail"
if [ -n "${SMTP_HOST:-}" ]; then
  info "SMTP at $SMTP_HOST:${SMTP_PORT:-587}"
else
  # The demo has no mail server: the app logs each message, reset links included.
  export MAIL_LOG_BODY="${MAIL_LOG_BODY:-true}"
  info "no SMTP_HOST: e-mails (password reset links) are written to .data/run/app.log instead"
fi

# ---------------------------------------------------------------------------------------
step "Selling platforms"
if [ -n "${TIKTOK_APP_KEY:-}${SHOPEE_PARTNER_ID:-}${LAZADA_APP_KEY:-}" ]; then
  info "platform credentials are set in .env: the real TikTok Shop, Shopee and Lazada are used"
  USE_SANDBOX=0
else
  # No credentials: the local TikTok Shop, Shopee and Lazada (docs/platform-sandbox.md).
  USE_SANDBOX=1
fi

# ---------------------------------------------------------------------------------------
step "Database: migrate"
npm run --silent db:migrate || die "the migrations failed (see above)"
step "Database: seed the demo data"
npm run --silent db:seed || die "the seed failed (see above)"
# About 80 orders of the Demo Shop over the last 20 days, in every status (only when the
# shop has no orders yet, so a second run adds nothing).
node_modules/.bin/tsx scripts/db/seed-demo-orders.ts || die "the demo orders failed (see above)"

# ---------------------------------------------------------------------------------------
step "Build"
npm run build || die "the build failed (see above)"

# ---------------------------------------------------------------------------------------
step "Starting"
if node scripts/dev/probe.mjs port "$PORT"; then
  die "port $PORT is taken by another program: stop it or run PORT=3001 npm run quickstart"
fi

# Copies a process's output to .data/run/<name>.log and to the terminal, prefixed. It
# ignores Ctrl-C so that the last lines of a stopping process are still shown.
prefix_output() {
  trap '' INT
  tee -a "$RUN_DIR/$1.log" | sed -u "s/^/[$1] /"
}

# Each process leads its own process group (setsid), so that stopping it stops its children.
launch() {
  local name="$1"
  shift
  if command -v setsid >/dev/null; then
    setsid "$@" > >(prefix_output "$name") 2>&1 &
  else
    "$@" > >(prefix_output "$name") 2>&1 &
  fi
  echo "$!" >"$RUN_DIR/$name.pid"
}

: >"$RUN_DIR/app.log"
if [ "$USE_SANDBOX" = 1 ]; then
  : >"$RUN_DIR/sandbox.log"
  rm -f "$RUN_DIR/sandbox.env"
  export SANDBOX_ENV_FILE="$RUN_DIR/sandbox.env"
  launch sandbox node_modules/.bin/tsx scripts/sandbox/run-sandbox.ts
  SANDBOX_PID="$(cat "$RUN_DIR/sandbox.pid")"
  for _ in $(seq 1 60); do
    [ -s "$RUN_DIR/sandbox.env" ] && break
    kill -0 "$SANDBOX_PID" 2>/dev/null || die "the platform sandbox stopped while starting (log: .data/run/sandbox.log)"
    sleep 0.5
  done
  [ -s "$RUN_DIR/sandbox.env" ] || die "the platform sandbox did not start (log: .data/run/sandbox.log)"
  set -a
  # shellcheck disable=SC1091
  . "$RUN_DIR/sandbox.env"
  set +a
fi
launch app node_modules/.bin/next start -p "$PORT"
APP_PID="$(cat "$RUN_DIR/app.pid")"
if [ "$REDIS_OK" = 1 ]; then
  : >"$RUN_DIR/worker.log"
  launch worker npm run --silent worker
  WORKER_PID="$(cat "$RUN_DIR/worker.pid")"
fi

HEALTH="http://localhost:$PORT/api/health"
ready=0
for _ in $(seq 1 120); do
  kill -0 "$APP_PID" 2>/dev/null || die "the app stopped while starting (log: .data/run/app.log)"
  if node scripts/dev/probe.mjs http "$HEALTH"; then
    ready=1
    break
  fi
  sleep 1
done
[ "$ready" = 1 ] || die "$HEALTH did not answer within 2 minutes (log: .data/run/app.log)"

cat <<EOF

${GREEN}${BOLD}The back office is running: http://localhost:$PORT${RESET}
  database: $(redact "$DATABASE_URL")
  jobs:     $([ "$REDIS_OK" = 1 ] && echo "worker process via Redis" || echo "in the app process (no Redis)")
  files:    $([ -n "${S3_ENDPOINT:-}" ] && echo "S3 $S3_ENDPOINT" || echo "$UPLOAD_DIR")
  platforms: $([ "$USE_SANDBOX" = 1 ] && echo "sandbox TikTok Shop, Shopee, Lazada (connect them at /admin/platform)" || echo "the real platforms (credentials in .env)")
  logs:     .data/run/app.log$([ "$REDIS_OK" = 1 ] && echo ", .data/run/worker.log")

  Demo sign-ins (password for all: ${BOLD}demo1234${RESET})
    username   group                   shop
    admin      1 admin                 Demo Shop
    owner      2 owner                 Demo Shop
    staff      3 staff                 Demo Shop
    agent      4 agent                 Demo Shop
    delivery   5 delivery              Demo Shop
    customer   6 customer              Demo Shop
    operator   1 admin + operator      Demo Shop (sign-up requests of new shops)
    admin2     1 admin                 Second Shop

  Ctrl-C stops the app$([ "$REDIS_OK" = 1 ] && echo " and the worker").
EOF

# Wait until Ctrl-C, or until one of the processes ends (then stop the other).
while kill -0 "$APP_PID" 2>/dev/null && { [ -z "$WORKER_PID" ] || kill -0 "$WORKER_PID" 2>/dev/null; }; do
  sleep 1 &
  wait $! || true
done
if ! kill -0 "$APP_PID" 2>/dev/null; then
  warn "the app stopped (log: .data/run/app.log)"
else
  warn "the worker stopped (log: .data/run/worker.log)"
fi
exit 1
