#!/usr/bin/env bash
# Every test suite: types, lint, unit/component/type tests, production build, e2e in Chromium,
# alone and as a cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Node 24, from node_modules/.bin (`npm run setup`), whichever Node started npm.
node tools/requireNode.mjs

# Each step's time, printed at the end (also when a step fails): where the minutes go.
step_name=""
step_started=$SECONDS
step_times=()
end_step() {
  if [ -n "$step_name" ]; then step_times+=("$(printf '%5ds  %s' $((SECONDS - step_started)) "$step_name")"); fi
}
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n=== %s ===\n' "$*"
}
report_times() {
  end_step
  printf '\n=== Time per step ===\n'
  printf '%s\n' "${step_times[@]}"
  printf '%5ds  in all\n' "$SECONDS"
}
trap report_times EXIT

# Playwright drives Debian's Chromium (it cannot download a browser of its own here), and the
# edge-cache e2e puts Debian's nginx in front of the site.
missing=()
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ -z "${NGINX_PATH:-}" ] && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx-light); fi
# promtool checks and unit-tests the alert rules (deploy/prometheus); it comes with Prometheus.
if ! command -v promtool >/dev/null 2>&1; then missing+=(prometheus); fi
if [ "${#missing[@]}" -gt 0 ]; then
  step "Installing ${missing[*]} (Debian packages)"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
  # The packages start their servers (nginx on port 80, Prometheus on 9090, its node exporter on
  # 9100) where they can; the tests run their own.
  $sudo_cmd service nginx stop >/dev/null 2>&1 || true
  $sudo_cmd service prometheus stop >/dev/null 2>&1 || true
  $sudo_cmd service prometheus-node-exporter stop >/dev/null 2>&1 || true
fi

# The cluster e2e runs the site on PostgreSQL, Redis and Varnish, all from Debian's packages.
step "Services for the integration and cluster tests"
deploy/cluster/install-services.sh

# The static checks are single-threaded each: all at once, on both cores. Each one's
# output is printed when it is done, with its own time.
side_by_side() {
  local dir names=() pids=() failed=0 index
  dir=$(mktemp -d)
  while [ "$#" -gt 0 ]; do
    names+=("$1")
    ( started=$SECONDS; set +e; bash -c "$2" >"$dir/${#names[@]}.out" 2>&1; rc=$?; echo "$((SECONDS - started))" >"$dir/${#names[@]}.time"; exit "$rc" ) &
    pids+=("$!")
    shift 2
  done
  for index in "${!pids[@]}"; do
    if ! wait "${pids[$index]}"; then failed=1; printf -- '--- %s: FAILED\n' "${names[$index]}"; else printf -- '--- %s (%ss)\n' "${names[$index]}" "$(cat "$dir/$((index + 1)).time")"; fi
    cat "$dir/$((index + 1)).out"
  done
  rm -rf "$dir"
  return "$failed"
}

step "Typecheck (and the type-level tests), lint, import graph, migrations, alert and Varnish rules"
side_by_side \
  "Typecheck" "npx tsc --noEmit" \
  "Lint" "npx eslint . --max-warnings 0" \
  "Import graph: no module reaches itself through its imports (.dependency-cruiser.cjs)" "npm run --silent lint:imports" \
  "Migrations cover the CMS config" "npm run --silent cms:migration:check" \
  "Alert rules (promtool)" "promtool check rules deploy/prometheus/alerts.yml && promtool test rules deploy/prometheus/alerts.test.yml" \
  "Varnish rules (varnishtest)" "varnishtest -q -D site_vcl=\"$PWD/deploy/varnish/site.vcl\" deploy/varnish/tests/*.vtc"

step "Unit, component and integration tests"
npx vitest run

step "Production build"
# A fresh build: cached pages of an earlier run must not answer for this run's database.
rm -rf .next
npm run build

step "End-to-end tests (Chromium)"
npx playwright test

step "End-to-end tests against the cluster (two instances, PostgreSQL, Redis, S3, Varnish)"
npx playwright test -c playwright.cluster.config.ts
