#!/usr/bin/env bash
# Starts the built shop on an empty data folder (embedded database), checks that it seeded the demo catalogue
# and serves the API, the storefront and a demo photo, restarts it to check the data persisted, then stops it.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${SMOKE_PORT:-3917}"
data="$(mktemp -d)"
log="$data/server.log"
base="http://127.0.0.1:$port"
pid=""
stop() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=""; fi; }
trap 'stop; rm -rf "$data"' EXIT

start() {
  DATA_DIR="$data" PORT="$port" node apps/server/dist/main.js >>"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 60); do
    if curl -fsS "$base/api/health" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "the shop did not start:"; cat "$log"; exit 1
}

check() { # check NAME URL GREP
  if ! curl -fsS "$2" | grep -q "$3"; then echo "smoke check failed: $1 ($2)"; cat "$log"; exit 1; fi
  echo "ok: $1"
}

start
check "health" "$base/api/health" '"database":"up"'
check "database kind" "$base/api/health" "\"database_kind\":\"$([ -n "${DATABASE_URL:-}" ] && echo postgres || echo pglite)\""
check "products" "$base/api/products?limit=1" '"total":'
check "storefront" "$base/" '<div id="root">'
curl -fsS -o "$data/banner.webp" "$base/media/banners/hero-1.webp" && echo "ok: banner image"
# Sign-in on a fresh machine goes through the development identity provider at the default public address.
check "development identity provider" "http://localhost:$port/dev-oidc/.well-known/openid-configuration" '"authorization_endpoint"'
case "$(curl -sS -o /dev/null -w '%{redirect_url}' "http://localhost:$port/api/auth/google")" in
  *"/dev-oidc/auth?"*"code_challenge_method=S256"*) echo "ok: sign in with Google starts" ;;
  *) echo "smoke check failed: /api/auth/google does not lead to the sign-in page"; cat "$log"; exit 1 ;;
esac
[ -f "$data/auth-secret" ] || { echo "no development signing secret was kept in the data folder"; exit 1; }
grep -q "^Seeding the demo catalogue" "$log" || { echo "the demo catalogue was not seeded"; exit 1; }
stop
start
check "data kept across a restart" "$base/api/products/slug/temple-jhumka" '"Temple Jhumka"'
[ "$(grep -c '^Seeding the demo catalogue' "$log")" = "1" ] || { echo "seeded twice"; exit 1; }
stop
echo "smoke start passed"
