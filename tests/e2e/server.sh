#!/usr/bin/env bash
# Serves the production build against a fresh, seeded CMS of its own, for the e2e suite.
# E2E_VARIANT=tag-manager serves a copy of the build with the tag manager enabled; E2E_VARIANT=bare
# one with no third party configured at all (tests/e2e/links.e2e.spec.ts starts it); E2E_VARIANT=visual
# the same site as the main server, on a demo no other spec changes (tests/e2e/visual.e2e.spec.ts).
# E2E_VARIANT=visual-off the same site with visual mode off (VISUAL_MODE=off), started by
# tests/e2e/visual-mode.e2e.spec.ts on a copy of the main server's database (E2E_DATABASE_COPY).
# E2E_RESTORE_FROM=<archive> starts from a restored backup instead of the seeded demo.
set -euo pipefail
cd "$(dirname "$0")/../.."

variant="${E2E_VARIANT:-}"
data_dir=".data/e2e${variant:+-$variant}"
rm -rf "$data_dir"
mkdir -p "$data_dir"

# Each server's page cache is its own process's memory (src/cache/pageCache.mjs): the variants
# serve the same build, each with the runtime settings it is started with.
if [ "$variant" = "tag-manager" ]; then export PUBLIC_TAG_MANAGER_ID="GTM-E2E1234"; fi
if [ "$variant" = "visual-off" ]; then export VISUAL_MODE=off; fi

# The demo's videos play from Mux, YouTube and Vimeo; the bare variant uses no third party.
if [ "$variant" = "bare" ]; then
  unset PUBLIC_VIDEO_VENDORS PUBLIC_TAG_MANAGER_ID PUBLIC_CONSENT_PROVIDER
else
  export PUBLIC_VIDEO_VENDORS="mux,youtube,vimeo"
fi
export DATABASE_URL="file:$PWD/$data_dir/cms.db"
export MEDIA_DIR="$data_dir/media"
export DOCUMENTS_DIR="$data_dir/documents"
export VIDEOS_DIR="$data_dir/videos"
export MAIL_OUTBOX_DIR="$data_dir/outbox"
export PAYLOAD_SECRET_FILE="$data_dir/payload-secret"
export BACKUP_STATUS_FILE="$data_dir/last-backup.json"
export PAYLOAD_SECRET="e2e-only-secret-not-for-production"
export PORT="${E2E_PORT:-3100}"
export NEXT_TELEMETRY_DISABLED=1
# Traces go to a local OTLP receiver while tests/e2e/tracing.e2e.spec.ts runs one. The servers
# sample no trace of their own: only one a trusted proxy's traceparent says is sampled.
export OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$((PORT + 5))"
export OTEL_EXPORTER_OTLP_PROTOCOL=http/json
export OTEL_TRACES_SAMPLER_ARG=0
export OTEL_BSP_SCHEDULE_DELAY=200
# The proxies in front (nginx in the edge specs) connect from 127.0.0.1; any other loopback address
# (127.0.0.2, …) then stands for a client on the internet (tests/e2e/sign-in.e2e.spec.ts).
export TRUSTED_PROXIES="127.0.0.1,::1"
# Queued mails and scheduled changes go out within a second: a test waits for them, not for the
# queue's 5-second timer.
export JOBS_INTERVAL_SECONDS=1
# No load balancer in front to drain from: stop at once when the suite ends.
export SHUTDOWN_DRAIN_MS=0

if [ -n "${E2E_DATABASE_COPY:-}" ]; then
  # Another server's content as it was at the copy (no seed: its ids and dates stay the same).
  mv "$E2E_DATABASE_COPY" "$data_dir/cms.db"
  npm run --silent cms:migrate
elif [ -n "${E2E_RESTORE_FROM:-}" ]; then
  # The site as an archive of `npm run backup` holds it (tests/e2e/backup.e2e.spec.ts).
  npm run --silent restore -- "$E2E_RESTORE_FROM"
  npm run --silent cms:migrate
else
  # The demo, seeded once per build and source for every server of a run (each seed takes half a
  # minute of a core), then copied: the first server to get here seeds it, the others wait for it.
  # An hour at most: the demo's dates (postings, schedules) are relative to the seed's time.
  key="$(cat .next/BUILD_ID)-$(find src -type f -print0 | sort -z | xargs -0 sha1sum | sha1sum | cut -c1-16)"
  template=".data/e2e-seeded/$key"
  mkdir -p .data/e2e-seeded
  (
    flock 9
    if [ -z "$(find "$template/done" -mmin -60 2>/dev/null)" ]; then
      find .data/e2e-seeded -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
      mkdir -p "$template"
      DATABASE_URL="file:$PWD/$template/cms.db" MEDIA_DIR="$template/media" DOCUMENTS_DIR="$template/documents" \
        VIDEOS_DIR="$template/videos" MAIL_OUTBOX_DIR="$template/outbox" BACKUP_STATUS_FILE="$template/last-backup.json" \
        sh -c 'npm run --silent cms:migrate && npm run --silent seed'
      touch "$template/done"
    fi
  ) 9>.data/e2e-seeded.lock
  for entry in "$template"/*; do
    [ "$(basename "$entry")" = done ] || cp -a "$entry" "$data_dir/"
  done
fi
# The playlist-feed spec serves its feeds from the loopback address, which the site otherwise
# refuses to fetch from (src/lib/video/feedFetch.ts).
export PLAYLIST_FEED_PRIVATE_HOSTS="127.0.0.1:$((PORT + 90))"

# The site's server (src/server.ts): Next with the pipeline in front, as npm start serves it.
exec node src/server.ts -p "$PORT"
