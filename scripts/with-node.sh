#!/usr/bin/env bash
# Runs a command with a Node new enough for Astro 7 first on PATH (see bootstrap.sh).
# Usage: scripts/with-node.sh [--browser] [--engines] [--java] command [args...]
# npm scripts go through it, so `npm start` and `npm test` work on a machine that ships an older Node.
set -e
options=()
while [ "${1:-}" = "--browser" ] || [ "${1:-}" = "--engines" ] || [ "${1:-}" = "--java" ]; do
  options+=("$1")
  shift
done
. "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" "${options[@]}"
exec "$@"
