#!/usr/bin/env bash
# Installs Debian's Chromium for the playground's browser tests, once
# (playwright-core drives it; Playwright's own browser download is not
# reachable from the machines the project is built on). Set CHROMIUM to use
# another Chromium instead.
set -euo pipefail
chromium=${CHROMIUM:-/usr/bin/chromium}
if [ -x "$chromium" ]; then
    exit 0
fi
sudo_cmd=""
[ "$(id -u)" = 0 ] || sudo_cmd=sudo
if ! $sudo_cmd apt-get install -y chromium; then
    $sudo_cmd apt-get update
    $sudo_cmd apt-get install -y chromium
fi
