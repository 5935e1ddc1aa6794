#!/usr/bin/env bash
# One command from a fresh clone to a running product: install, build the app, migrate, seed, serve.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
npm run build
# The embedded demo: the sandbox payment provider credits orders from the house, so that deposits work
# out of the box. PAYMENT_SANDBOX=0 npm start turns it off; any other start leaves it off unless set.
export PAYMENT_SANDBOX="${PAYMENT_SANDBOX:-1}"
exec node --import tsx apps/server/src/main.ts
