#!/usr/bin/env bash
# Prints the first-screen bundle sizes, the balance-call throughput beside bare Fastify, and ledger
# transfers per second on SQLite and PostgreSQL, and the members one process holds with the balance push
# beside the 4.3 s poll.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
npm run build >/dev/null
node --import tsx e2e/bench/bundle-size.ts
node --import tsx e2e/bench/balance-throughput.ts
node --import tsx e2e/bench/ledger-throughput.ts
node --import tsx e2e/bench/push-capacity.ts
