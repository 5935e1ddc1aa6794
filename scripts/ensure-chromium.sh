#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a Playwright download, which fails on these machines),
# with CJK fonts: without them Chinese text renders as boxes of another height, and the screenshots and
# tap-target sizes are not what a member sees.
set -euo pipefail
has_cjk_font() { command -v fc-list >/dev/null && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; }
if [ -x /usr/bin/chromium ] && has_cjk_font; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and CJK fonts for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  exit 0
fi
echo "Chromium or CJK fonts are missing: install Debian's packages as root (apt-get install chromium fonts-noto-cjk), then run the tests again." >&2
exit 1
