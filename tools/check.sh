#!/usr/bin/env bash
# `npm run check`, the inner loop: typecheck, lint, import graph and the tests that need no server
# and no service (Vitest's projects unit and components), all at once on the machine's cores.
# ESLint keeps what it found per unchanged file (node_modules/.cache/eslint/); `npm test` lints
# everything afresh.
# `npm run check:integration` runs the rest of Vitest: src/platform's canaries (Next's own server
# code) and tests/integration (PostgreSQL, Redis, mail, S3, the CMS).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/sideBySide.sh
started=$SECONDS
status=0
side_by_side \
  "Typecheck (and the type-level tests)" "npx tsc --noEmit" \
  "Lint" "npx eslint . --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/" \
  "Import graph (.dependency-cruiser.cjs)" "npm run --silent lint:imports" \
  "Unit and component tests" "npx vitest run --project unit --project components" || status=$?
echo "npm run check: $((SECONDS - started)) s"
exit "$status"
