#!/usr/bin/env bash
# One command to the scaled path: PostgreSQL, Redis, several server processes behind one port.
# DATABASE_URL (default postgres://postgres@127.0.0.1:5432/lobby; the database is created when missing),
# REDIS_URL (default redis://127.0.0.1:6379) and WORKERS (default one per CPU, at least 2) change it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
npm run build
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/lobby}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
# As npm start: the demo's sandbox payment provider, unless PAYMENT_SANDBOX=0.
export PAYMENT_SANDBOX="${PAYMENT_SANDBOX:-1}"
node --import tsx apps/server/scripts/ensure-postgres-database.ts
exec node --import tsx apps/server/src/cluster.ts
