#!/usr/bin/env bash
# Runs a command with a Node new enough for Astro 7 first on PATH (see bootstrap.sh).
# Usage: scripts/with-node.sh [--browser] command [args...]
# npm scripts go through it, so `npm start` and `npm test` work on a machine that ships an older Node.
set -e
browser=""
if [ "${1:-}" = "--browser" ]; then
  browser="--browser"
  shift
fi
. "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" $browser
exec "$@"
