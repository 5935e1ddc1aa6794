#!/usr/bin/env bash
# One command from a fresh clone to a running product: install, build the app, migrate, seed, serve.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
npm run build
exec node --import tsx apps/server/src/main.ts
