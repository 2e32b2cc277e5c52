#!/usr/bin/env bash
# `npm run setup:system`: the Debian packages the tests need, where they are missing. Playwright
# drives Debian's chromium-headless-shell (it cannot download a browser of its own here; the full
# Chromium is for Lighthouse in `npm run bench` and for screenshots); the edge-cache e2e puts
# nginx in front of the site; promtool (Prometheus) checks the alert rules; the integration and
# cluster tests run PostgreSQL, Redis, Varnish and Prometheus (deploy/cluster/install-services.sh).
# With --check (npm test, first): installs nothing, and stops with what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then missing+=(chromium-headless-shell); fi
if ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ -z "${NGINX_PATH:-}" ] && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx-light); fi
if ! command -v promtool >/dev/null 2>&1; then missing+=(prometheus); fi
if [ "${1:-}" = "--check" ]; then
  services=$(deploy/cluster/install-services.sh --check) || missing+=($services)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "The tests need Debian packages this machine lacks: ${missing[*]}. Install them with: npm run setup:system" >&2
    exit 1
  fi
  exit 0
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} (Debian packages)"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
  # The packages start their servers (nginx on port 80, Prometheus on 9090, its node exporter on
  # 9100) where they can; the tests run their own.
  for service in nginx prometheus prometheus-node-exporter; do
    $sudo_cmd service "$service" stop >/dev/null 2>&1 || true
  done
fi

deploy/cluster/install-services.sh
