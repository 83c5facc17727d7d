# `scripts/bench soak [--minutes N]`, sourced by scripts/bench once the release
# server is built and the catalog seeded: starts an SMTP sink, the bKash and
# SMS gateway simulators and the server with its payment and e-mail jobs, then runs
# scripts/bench.d/soak.py (the traffic, the reconciliation and the checks; it
# exits 1 when a check fails). See docs/soak.md.

# Unpaid bKash checkouts lapse after 2 minutes instead of 15, so the ones the
# soak abandons lapse, and their stock comes back, before it reconciles.
SOAK_PAYMENT_EXPIRY=120
SOAK_ADMIN="soak-admin@example.com"
# The server's log (its 4xx are WARN lines): kept out of the report, searched by soak.py.
SOAK_LOG="$ROOT/target/bench/soak-server.log"

soak_build_simulator() {
  log "building the bKash and SMS gateway simulators (debug, as scripts/test and scripts/run use them)"
  cargo build --quiet -p bkash-sim -p sms-sim
}

# The SMTP server the shop's e-mail job sends to: one JSON line per e-mail in $1.
soak_start_sink() {
  local port
  port="$(free_port)"
  log "starting the SMTP sink on 127.0.0.1:$port"
  python3 -B "$ROOT/scripts/bench.d/smtp_sink.py" --port "$port" --out "$1" &
  SINK_PID=$!
  wait_for_port "$port" 10 || die "the SMTP sink did not start"
  SINK_PORT=$port
}

# The first admin as an operator makes one (docs/operations.md); password in $SOAK_ADMIN_PASSWORD.
soak_make_admin() {
  SOAK_ADMIN_PASSWORD="$(python3 -c 'import secrets; print(secrets.token_urlsafe(18))')"
  export SOAK_ADMIN_PASSWORD
  printf '%s\n' "$SOAK_ADMIN_PASSWORD" |
    "$BIN/shop-server" admin create --email "$SOAK_ADMIN" --first-name Soak --password-file - >/dev/null
}

# The server behind a proxy on loopback, as deploy/ runs it: each shopper's requests name an
# address of its own in X-Forwarded-For (soak_http.py). The per-address limits meant for real
# shoppers (sign-ups, payment calls, confirmation e-mails, orders waiting to be paid or
# confirmed) are lifted all the same, as the soak's shoppers buy far more than people do; the
# jobs run at their defaults. Its metrics are served on a loopback port of their own: the soak
# reads the round trips and transaction retries at each minute.
#
# Retryable writes are off on the local wire server: SecantusDB 0.7.0b3 keeps every retryable
# write's answer for 30 minutes and goes through all of them (sorting them, past 10,000) on each
# write, so every write grew dearer by the minute, the largest share of its time by the soak's
# fourth minute. A single in-memory node has no failover for them to cover; production's MongoDB
# keeps them on (the driver's default).
soak_start_server() {
  PORT="$(free_port)"
  URL="http://127.0.0.1:$PORT"
  METRICS_PORT="$(free_port)"
  log "starting the server with its payment and e-mail jobs"
  TRUSTED_PROXIES=127.0.0.1/32 ADMIN_TOTP_REQUIRED=false SMTP_HOST=127.0.0.1 SMTP_PORT="$SINK_PORT" SMTP_TLS=none \
    PORT="$PORT" METRICS_ADDR="127.0.0.1:$METRICS_PORT" PUBLIC_URL="$URL" STATIC_DIR="$FRONTEND/dist" PAYMENT_EXPIRY_SECONDS="$SOAK_PAYMENT_EXPIRY" \
    SIGN_IN_BURST=100000 PAYMENT_CALLS_BURST=100000 \
    CONFIRMATION_MAILS_PER_ADDRESS=100000 CONFIRMATION_MAILS_PER_INSTANCE=100000 \
    HELD_CHECKOUTS_PER_ACCOUNT=1000000 HELD_UNITS_PER_ACCOUNT=10000000 \
    HELD_CHECKOUTS_PER_ADDRESS=10000000 HELD_UNITS_PER_ADDRESS=100000000 \
    MONGODB_URI="${MONGODB_URI}?retryWrites=false" "$BIN/shop-server" serve >"$SOAK_LOG" 2>&1 &
  SERVER_PID=$!
  until curl -fsS -o /dev/null "$URL/api/health" 2>/dev/null; do
    kill -0 "$SERVER_PID" 2>/dev/null || die "the server stopped during startup"
    sleep 0.1
  done
}

soak_main() {
  local mails="$WORK/mails.jsonl"
  : >"$mails"
  soak_start_sink "$mails"
  start_bkash_sim "$ROOT/target/debug/bkash-sim" "$(free_port)"
  start_sms_sim "$ROOT/target/debug/sms-sim" "$(free_port)"
  soak_make_admin
  mkdir -p "$ROOT/target/bench"
  soak_start_server
  # The wire server's Python (.venv) has pymongo, for soak_db.py's second read of stock and outbox.
  "$VENV/bin/python" -B "$ROOT/scripts/bench.d/soak.py" --shop "$URL" --minutes "$SOAK_MINUTES" \
    --admin-email "$SOAK_ADMIN" --mails "$mails" --payment-expiry "$SOAK_PAYMENT_EXPIRY" \
    --pids "server=$SERVER_PID,wire server=$MONGO_PID,bKash simulator=$BKASH_SIM_PID,SMS gateway=$SMS_SIM_PID,SMTP sink=$SINK_PID" \
    --sms-gateway "$SSL_SMS_BASE_URL" \
    --metrics "http://127.0.0.1:$METRICS_PORT/metrics" ${SOAK_RATE:+--rate "$SOAK_RATE"} --profile-ms "${SOAK_PROFILE_MS:-0}" --mongo-uri "$MONGODB_URI" --database "$DATABASE_NAME" --server-log "$SOAK_LOG" \
    --report "$ROOT/target/bench/last-run-soak.txt" --json "$ROOT/target/bench/soak.json"
}
