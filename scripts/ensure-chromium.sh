#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a Playwright download, which fails on these machines).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  exit 0
fi
echo "Chromium is missing: install Debian's package as root (apt-get install chromium fonts-noto-cjk), then run the tests again." >&2
exit 1
