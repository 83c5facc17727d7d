# Shared helpers for scripts/run and scripts/test. Every ensure_* step
# installs what is missing and does nothing when it is already there.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FRONTEND="$ROOT/frontend"
# MailDev, the local SMTP catcher, has its own small package so the front
# end's dependencies stay the front end's.
MAILDEV_DIR="$ROOT/tools/maildev"
LIGHTHOUSE_DIR="$ROOT/tools/lighthouse"
VENV="$ROOT/.venv"
WASM_PKG="$FRONTEND/wasm-pkg"
SECANTUS_VERSION="0.7.0b3"
# Property-based requests from the OpenAPI document, in a virtual environment of its own.
SCHEMATHESIS_VENV="$ROOT/.venv-schemathesis"
SCHEMATHESIS_VERSION="4.32.5"
export PATH="$HOME/.cargo/bin:$PATH"
# A CI run builds once from nothing: incremental caches would only take time
# and gigabytes of disk (a full disk makes the linker die with a bus error).
# Nor does it keep the shop's crates' line tables (Cargo.toml's dev profile):
# a failing test still names its file and line (the panic's own location),
# and the crates build in 63 s against 72 s (115 CPU-seconds against 130).
if [ "${CI:-}" = true ]; then
  export CARGO_INCREMENTAL=0
  export CARGO_PROFILE_DEV_DEBUG=0
fi

log() { printf '\033[1;36m==>\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# phase NAME: ends the phase under way (keeping how long it took) and starts
# NAME; phase_times prints every phase's time, so a slow run shows where it went.
PHASE_NAME=""
PHASE_STARTED=0
PHASE_TIMES=()
phase() {
  if [ -n "$PHASE_NAME" ]; then
    PHASE_TIMES+=("$(printf '%4d s  %s' $((SECONDS - PHASE_STARTED)) "$PHASE_NAME")")
  fi
  PHASE_NAME="$1"
  PHASE_STARTED=$SECONDS
  [ -z "$1" ] || log "$1"
}
phase_times() {
  phase ""
  [ "${#PHASE_TIMES[@]}" -gt 0 ] || return 0
  log "time per phase"
  printf '  %s\n' "${PHASE_TIMES[@]}" >&2
  log "disk left: $(df -h --output=avail "$ROOT" | tail -1 | tr -d ' ') (target: $(du -sh "$ROOT/target" 2>/dev/null | cut -f1))"
}

ensure_wasm_target() {
  rustup target list --installed | grep -qx wasm32-unknown-unknown && return
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
}

# The core's JavaScript bindings are written by tools/bindgen (shop-bindgen):
# wasm-bindgen's own library, built in the workspace with its lock file. The
# `wasm-bindgen` command, installed with cargo, built 150 crates (its test
# runner's HTTP server and client among them) in some 79 CPU-seconds on a new
# machine; this builds in some 34, and writes the same files byte for byte. It
# builds in the background beside the other installs (cargo itself, not a
# subshell around it, so a cleanup's stop_pid reaches it); build_wasm runs it.
BINDGEN="$ROOT/target/debug/shop-bindgen"
BINDGEN_PID=""
BINDGEN_LOG="$ROOT/target/bindgen-build.log"
start_bindgen_build() {
  mkdir -p "$ROOT/target"
  cargo build --quiet --manifest-path "$ROOT/Cargo.toml" -p shop-bindgen >"$BINDGEN_LOG" 2>&1 &
  BINDGEN_PID=$!
}
# wait_for_install PID LOG WHAT: waits for an install started in the background
# (none when PID is empty), showing its log if it failed.
wait_for_install() {
  local pid=$1 install_log=$2 what=$3
  [ -n "$pid" ] || return 0
  wait "$pid" || { cat "$install_log" >&2; die "installing $what failed"; }
}
wait_for_bindgen_build() {
  local pid=$BINDGEN_PID
  BINDGEN_PID=""
  wait_for_install "$pid" "$BINDGEN_LOG" "the bindings' writer (tools/bindgen)"
}
ensure_bindgen() {
  start_bindgen_build
  wait_for_bindgen_build
}

ensure_node_modules() {
  local stamp="$FRONTEND/node_modules/.package-lock.json"
  if [ -f "$stamp" ] && [ "$stamp" -nt "$FRONTEND/package-lock.json" ]; then return; fi
  log "installing front-end packages from the lock file"
  (cd "$FRONTEND" && npm ci --no-audit --no-fund)
}

ensure_maildev() {
  local stamp="$MAILDEV_DIR/node_modules/.package-lock.json"
  if [ -f "$stamp" ] && [ "$stamp" -nt "$MAILDEV_DIR/package-lock.json" ]; then return; fi
  log "installing MailDev (the local e-mail catcher) from its lock file"
  (cd "$MAILDEV_DIR" && npm ci --no-audit --no-fund)
}

ensure_lighthouse() {
  local stamp="$LIGHTHOUSE_DIR/node_modules/.package-lock.json"
  if [ -f "$stamp" ] && [ "$stamp" -nt "$LIGHTHOUSE_DIR/package-lock.json" ]; then return; fi
  log "installing Lighthouse (page audits for scripts/bench) from its lock file"
  (cd "$LIGHTHOUSE_DIR" && npm ci --no-audit --no-fund)
}

# The Python of the virtual environments (the wire server's, Schemathesis's): Debian's own when
# it can make one, as it is built with profile-guided and link-time optimisation. The python3
# first on these machines' PATH is pyenv's, built from source without them: the wire servers
# took 9% more CPU under it through the same API tests (103-104 CPU-seconds against 90-95).
venv_python() {
  if /usr/bin/python3 -c 'import ensurepip, venv' 2>/dev/null; then
    echo /usr/bin/python3
  else
    echo python3
  fi
}

# Holds when the virtual environment in $1 was made by venv_python's interpreter (its
# pyvenv.cfg names that interpreter's folder), so one made by another is made again.
venv_is_current() {
  local home
  home="$("$(venv_python)" -c 'import os, sys; print(os.path.dirname(os.path.realpath(sys.executable)))')"
  grep -qxF "home = $home" "$1/pyvenv.cfg" 2>/dev/null
}

# make_venv DIR: a fresh virtual environment of venv_python's in DIR.
make_venv() {
  rm -rf "$1"
  "$(venv_python)" -m venv "$1"
}

ensure_mongo_server() {
  [ -x "$VENV/bin/secantusd-py" ] && venv_is_current "$VENV" && return
  log "installing the local MongoDB wire server (SecantusDB $SECANTUS_VERSION) into .venv"
  make_venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check --pre "SecantusDB==$SECANTUS_VERSION"
}

ensure_schemathesis() {
  [ -x "$SCHEMATHESIS_VENV/bin/schemathesis" ] && venv_is_current "$SCHEMATHESIS_VENV" && return
  log "installing Schemathesis $SCHEMATHESIS_VERSION into .venv-schemathesis"
  make_venv "$SCHEMATHESIS_VENV"
  "$SCHEMATHESIS_VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
}

# Debian's Chromium, for the page audits of scripts/bench (Lighthouse) and the
# front end's measuring scripts (frontend/scripts/lcp.mjs, wire-bytes.mjs).
ensure_chromium() {
  command -v chromium >/dev/null && return
  apt_install "Debian's Chromium for the page audits" chromium
}

# Debian's build of Chromium's old headless shell, for the Playwright tests: the
# same Blink without the browser's window layer, as Playwright itself runs headless
# tests. The journeys took 233 s and 317 core-seconds in it against 309 s and 537
# in the full browser's headless mode (same build, same hour).
ensure_headless_chromium() {
  command -v chromium-headless-shell >/dev/null && return
  apt_install "Debian's Chromium headless shell for browser tests" chromium-headless-shell
}

# apt_install WHAT PACKAGE...: Debian's packages, retried while apt is busy.
apt_install() {
  local what=$1 attempt
  shift
  log "installing $what"
  for attempt in 1 2 3 4 5; do
    if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; then
      return
    fi
    log "apt is busy or failed (attempt $attempt); retrying"
    sleep 10
  done
  die "could not install $*"
}

# Debian's nginx, for the deploy check (scripts/deploy-check). Where no
# policy-rc.d forbids it, the package starts its own nginx on port 80; the
# check runs one of its own on other ports either way.
ensure_nginx() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] && return
  apt_install "Debian's nginx for the deploy check" nginx
}

# What only the test run's last phases use (the journeys' Chromium, the deploy
# check's nginx, Schemathesis) installs in the background from the start, beside
# the builds, instead of ahead of them; wait_for_late_installs waits for it (log
# in target/).
LATE_INSTALLS_PID=""
LATE_INSTALLS_LOG="$ROOT/target/late-installs.log"
start_late_installs() {
  mkdir -p "$ROOT/target"
  (ensure_headless_chromium && ensure_nginx && ensure_schemathesis) >"$LATE_INSTALLS_LOG" 2>&1 &
  LATE_INSTALLS_PID=$!
}
wait_for_late_installs() {
  local pid=$LATE_INSTALLS_PID
  LATE_INSTALLS_PID=""
  wait_for_install "$pid" "$LATE_INSTALLS_LOG" "Chromium, nginx or Schemathesis"
}

build_wasm() {
  log "building the core for WebAssembly"
  (cd "$ROOT" && cargo build --quiet --profile wasm-release --target wasm32-unknown-unknown -p shop-wasm-bridge)
  rm -rf "$WASM_PKG"
  "$BINDGEN" "$ROOT/target/wasm32-unknown-unknown/wasm-release/shop_wasm_bridge.wasm" "$WASM_PKG"
  # The producers and target-features sections name tools for other tools;
  # browsers ignore them, so they go (0.2 KB gzip).
  "$FRONTEND/node_modules/.bin/wasm-opt" -Oz --strip-producers --strip-target-features --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$WASM_PKG/shop_wasm_bridge_bg.wasm" -o "$WASM_PKG/shop_wasm_bridge_bg.wasm"
  (cd "$FRONTEND" && node --experimental-wasm-modules --no-warnings scripts/core-constants.mjs >/dev/null)
}

# Writes the front end's wire types from the OpenAPI document of server binary $1.
generate_api_types() {
  log "generating the front end's wire types from the server's OpenAPI document"
  mkdir -p "$FRONTEND/src/generated"
  (cd "$FRONTEND" && SHOP_SERVER="$1" node scripts/api-types.mjs)
}

build_frontend() {
  log "type-checking and building the front end"
  (cd "$FRONTEND" && npm run --silent build)
}

# A free TCP port on the loopback interface.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

# Whether something listens on 127.0.0.1:$1.
port_in_use() { (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Waits until something listens on 127.0.0.1:$1 (at most $2 seconds).
wait_for_port() {
  local port=$1 limit=${2:-30} i
  for ((i = 0; i < limit * 10; i++)); do
    port_in_use "$port" && return 0
    sleep 0.1
  done
  return 1
}

# Starts the MongoDB wire server on port $1 with storage $2 (a folder or :memory:),
# through the command in the remaining arguments if any (secantusd-py's arguments
# follow it), else through scripts/wire_server.py (SecantusDB with its session and
# retryable-write bookkeeping pruned in order, not by a scan per command). With
# WIRE_TEST_COMMANDS set it takes mongod's test commands (configureFailPoint, for
# the API tests' faults). Sets MONGO_PID.
#
# In memory, WiredTiger's cache holds all the data, and SecantusDB's 1G default is
# too small for the bench's 25,000 phones: near full, WiredTiger's eviction
# threads spun beside the load (the wire server at 1.2 cores while wrk asked the
# shop for a static body, 1.7-1.8 through the cart turns, 1.0 once calm), and the
# test run's two, holding some 330 MB each, took 114 CPU-seconds with 4G against
# 169-191 with 1G. An in-memory server gets IN_MEMORY_CACHE (4G) instead, as a
# mongod's cache is sized for its machine; on disk the default stays (it evicts
# to its files).
IN_MEMORY_CACHE=4G
start_mongo() {
  local port=$1 storage=$2 cache=()
  shift 2
  local launcher=("$@")
  [ "${#launcher[@]}" -gt 0 ] || launcher=("$VENV/bin/python" -B "$ROOT/scripts/wire_server.py")
  [ "$storage" != ":memory:" ] || cache=(--cache-size "$IN_MEMORY_CACHE")
  log "starting the MongoDB wire server on 127.0.0.1:$port ($storage)"
  "${launcher[@]}" --host 127.0.0.1 --port "$port" --storage-path "$storage" --log-level WARNING \
    "${cache[@]}" ${WIRE_TEST_COMMANDS:+--enable-test-commands} &
  MONGO_PID=$!
  wait_for_port "$port" 30 || die "the MongoDB wire server did not start on port $port"
}

# Starts MailDev with SMTP on 127.0.0.1:$1 and its web page on 127.0.0.1:$2,
# keeping the e-mails in folder $3. Sets MAILDEV_PID.
start_maildev() {
  local smtp=$1 web=$2 folder=$3
  log "starting MailDev: SMTP on 127.0.0.1:$smtp, e-mails at http://127.0.0.1:$web"
  mkdir -p "$folder"
  "$MAILDEV_DIR/node_modules/.bin/maildev" --ip 127.0.0.1 --smtp "$smtp" \
    --web-ip 127.0.0.1 --web "$web" --mail-directory "$folder" --silent &
  MAILDEV_PID=$!
  wait_for_port "$smtp" 30 && wait_for_port "$web" 30 || die "MailDev did not start on ports $smtp and $web"
}

# Port $1 when it is free, else a free one (said in the log, named by $2).
free_or_other_port() {
  if port_in_use "$1"; then
    local other
    other="$(free_port)"
    log "port $1 is taken; $2 uses $other instead"
    echo "$other"
  else
    echo "$1"
  fi
}

# Stops background processes (the PIDs given, empty ones skipped) and waits for
# them: all are asked at once, so their stops overlap (a wire server takes some
# 4 s to stop).
stop_pid() {
  local pid
  for pid in "$@"; do [ -z "$pid" ] || kill "$pid" 2>/dev/null || true; done
  for pid in "$@"; do [ -z "$pid" ] || wait "$pid" 2>/dev/null || true; done
}

# Starts simulator binary $2 (of simulators/, named $1 in messages) on
# 127.0.0.1:$3, its settings already exported, and waits until it listens.
# Every simulator starts this way (sim-kit gives them the same flags). Sets
# SIMULATOR_PID.
start_simulator() {
  local name=$1 binary=$2 port=$3
  log "starting the $name simulator on http://127.0.0.1:$port"
  "$binary" --host 127.0.0.1 --port "$port" >/dev/null &
  SIMULATOR_PID=$!
  wait_for_port "$port" 30 || die "the $name simulator did not start on port $port"
}

# Starts binary $1 of the bKash simulator on 127.0.0.1:$2 (no BKASH_BASE_URL
# set) and points the shop at it: exports the BKASH_* settings (fresh local
# credentials the two share). The shop talks to it exactly as to bKash. Sets
# BKASH_SIM_PID.
start_bkash_sim() {
  local binary=$1 port=$2
  BKASH_USERNAME="local-merchant"
  BKASH_PASSWORD="$(python3 -c 'import secrets; print(secrets.token_hex(12))')"
  BKASH_APP_KEY="local-app-key"
  BKASH_APP_SECRET="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
  export BKASH_USERNAME BKASH_PASSWORD BKASH_APP_KEY BKASH_APP_SECRET
  start_simulator bKash "$binary" "$port"
  BKASH_SIM_PID=$SIMULATOR_PID
  export BKASH_BASE_URL="http://127.0.0.1:$port/v1.2.0-beta"
}

# Starts binary $1 of the SSLCommerz simulator on 127.0.0.1:$2 (no
# SSLCOMMERZ_BASE_URL set) and points the shop at it: exports the SSLCOMMERZ_*
# settings (a fresh local store password the two share). The shop talks to it
# exactly as to SSLCommerz. Sets SSLCOMMERZ_SIM_PID.
start_sslcommerz_sim() {
  local binary=$1 port=$2
  SSLCOMMERZ_STORE_ID="localshop"
  SSLCOMMERZ_STORE_PASSWORD="$(python3 -c 'import secrets; print(secrets.token_hex(12))')"
  export SSLCOMMERZ_STORE_ID SSLCOMMERZ_STORE_PASSWORD
  start_simulator SSLCommerz "$binary" "$port"
  SSLCOMMERZ_SIM_PID=$SIMULATOR_PID
  export SSLCOMMERZ_BASE_URL="http://127.0.0.1:$port"
}

# Starts binary $1 of the courier simulator (Steadfast's merchant API v1) on
# 127.0.0.1:$2 (no COURIER set), its webhooks going to the shop's $3, and
# points the shop at it: exports COURIER and the STEADFAST_* settings (fresh
# local keys and webhook token the two share). STEADFAST_SIM_SCRIPTED=1 moves
# parcels on a clock instead of by hand on its merchant page. Sets
# STEADFAST_SIM_PID.
start_steadfast_sim() {
  local binary=$1 port=$2 webhook_url=$3
  STEADFAST_API_KEY="$(python3 -c 'import secrets; print(secrets.token_hex(12))')"
  STEADFAST_SECRET_KEY="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
  STEADFAST_WEBHOOK_TOKEN="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
  export STEADFAST_API_KEY STEADFAST_SECRET_KEY STEADFAST_WEBHOOK_TOKEN
  STEADFAST_SIM_WEBHOOK_URL="$webhook_url" start_simulator courier "$binary" "$port"
  STEADFAST_SIM_PID=$SIMULATOR_PID
  export COURIER="steadfast" STEADFAST_BASE_URL="http://127.0.0.1:$port/api/v1"
}

# Starts binary $1 of the SMS gateway simulator (SSL Wireless ISMS Plus) on
# 127.0.0.1:$2 (no SMS_GATEWAY set) and points the shop at it: exports the
# SMS_GATEWAY and SSL_SMS_* settings (a fresh local token the two share).
# Sets SMS_SIM_PID.
start_sms_sim() {
  local binary=$1 port=$2
  SSL_SMS_API_TOKEN="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
  SSL_SMS_SID="PHONEBAZAR"
  export SSL_SMS_API_TOKEN SSL_SMS_SID
  start_simulator "SMS gateway" "$binary" "$port"
  SMS_SIM_PID=$SIMULATOR_PID
  export SMS_GATEWAY="ssl_wireless" SSL_SMS_BASE_URL="http://127.0.0.1:$port"
}
