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

step "Debian packages the tests need (installed by npm run setup:system)"
bash tools/setupSystem.sh --check

# The static checks are single-threaded each: all at once, on both cores.
source tools/sideBySide.sh

step "Typecheck (and the type-level tests), lint, import graph, migrations, alert and Varnish rules, unit and component tests"
# The unit and component tests here (npm run check's), not beside the cluster suite below: they
# keep both cores busy, and the cluster's drills measure answer times.
side_by_side \
  "Typecheck" "npx tsc --noEmit" \
  "Unit and component tests (Vitest projects unit, components)" "npx vitest run --project unit --project components" \
  "Lint" "npx eslint . --max-warnings 0" \
  "Import graph: no module reaches itself, client code only through islands (.dependency-cruiser.cjs)" "npm run --silent lint:imports" \
  "Migrations cover the CMS config" "npm run --silent cms:migration:check" \
  "Alert rules (promtool)" "promtool check rules deploy/prometheus/alerts.yml && promtool test rules deploy/prometheus/alerts.test.yml" \
  "Varnish rules (varnishtest)" "varnishtest -q -D site_vcl=\"$PWD/deploy/varnish/site.vcl\" deploy/varnish/tests/*.vtc"

step "Production build"
# A fresh build: cached pages of an earlier run must not answer for this run's database.
rm -rf .next
npm run build

# The cluster suite mostly waits (its drills hold a fault for seconds; a quarter of the two cores
# busy): it runs beside the unit and integration tests, which leave as much idle. Its output is
# printed when both are done; the e2e suite, whose tests measure time, runs after both.
cluster_output=$(mktemp)
cluster_started=$SECONDS
( set +e; playwright test -c playwright.cluster.config.ts >"$cluster_output" 2>&1; echo "$?" >"$cluster_output.rc" ) &
cluster_pid=$!
# Should this script end early, the cluster suite ends too, stopping its services (Playwright's
# teardown on SIGINT, which a background job would otherwise ignore).
trap 'pkill -INT -P "$cluster_pid" 2>/dev/null && wait "$cluster_pid"; report_times' EXIT

step "Canaries and integration tests (the cluster suite beside them)"
vitest_rc=0
# Two workers, not vitest.config.ts's three: beside the cluster a third one slowed the cluster
# (the longer of the two) by half a minute and made Vitest no faster.
npx vitest run --project platform --project integration --maxWorkers=2 || vitest_rc=$?

step "End-to-end tests against the cluster (two instances, PostgreSQL, Redis, S3, Varnish): the rest of their run"
wait "$cluster_pid" || true
cat "$cluster_output"
cluster_rc=$(cat "$cluster_output.rc")
echo "The cluster suite took $((SECONDS - cluster_started)) s from its start beside the tests above."
rm -f "$cluster_output" "$cluster_output.rc"
trap report_times EXIT
if [ "$vitest_rc" -ne 0 ] || [ "$cluster_rc" -ne 0 ]; then
  echo "Failed: $([ "$vitest_rc" -ne 0 ] && echo 'canaries and integration tests ')$([ "$cluster_rc" -ne 0 ] && echo 'cluster e2e')" >&2
  exit 1
fi

step "End-to-end tests (Chromium)"
npx playwright test
