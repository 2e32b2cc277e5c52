#!/usr/bin/env bash
# Serves the production build against a fresh, seeded CMS of its own, for the e2e suite.
set -euo pipefail
cd "$(dirname "$0")/../.."

data_dir=".data/e2e"
rm -rf "$data_dir"
mkdir -p "$data_dir"
# Pages an earlier run cached (for up to five minutes) come from its database, not this one.
rm -rf .next/server/route-cache

export DATABASE_URL="file:$PWD/$data_dir/cms.db"
export MEDIA_DIR="$data_dir/media"
export DOCUMENTS_DIR="$data_dir/documents"
export PAYLOAD_SECRET="e2e-only-secret-not-for-production"
export PORT="${E2E_PORT:-3100}"
export NEXT_TELEMETRY_DISABLED=1

npm run --silent cms:migrate
npm run --silent seed
exec node_modules/.bin/next start -p "$PORT"
