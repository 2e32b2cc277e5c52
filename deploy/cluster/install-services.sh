#!/usr/bin/env bash
# Installs the cluster's servers from Debian's packages where they are missing: PostgreSQL,
# Redis, Varnish and Prometheus. The servers the packages start by themselves are stopped again: the
# cluster runs its own, on its own ports. With --check: only says what is missing (exit 1), installs nothing.
set -euo pipefail

missing=()
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v varnishd >/dev/null 2>&1 || missing+=(varnish)
command -v prometheus >/dev/null 2>&1 || missing+=(prometheus)
[ "${#missing[@]}" -eq 0 ] && exit 0
if [ "${1:-}" = "--check" ]; then
  echo "${missing[*]}"
  exit 1
fi

echo "Installing ${missing[*]} (Debian packages)"
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
for service in postgresql redis-server varnish prometheus prometheus-node-exporter; do
  $sudo_cmd service "$service" stop >/dev/null 2>&1 || true
done
