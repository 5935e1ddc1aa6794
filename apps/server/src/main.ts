import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { generatedAdminTokenNotice, resolveAdminToken } from './back-office/admin-token.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_MEMBER, seed } from './db/seed.ts';
import { connectSharedCounters } from './rate-limits/shared-counters.ts';

const config = loadConfig();
const database = createDb(config.databaseUrl, { connectTimeoutMs: config.databaseConnectTimeoutMs });
// A cluster worker (cluster.ts) finds the database migrated and seeded by its primary.
if (!cluster.isWorker) {
  await migrateToLatest(database);
  await seed(database.db);
}

// In a cluster worker ADMIN_TOKEN is set: the primary drew it once for every worker and showed it.
const adminToken = resolveAdminToken();
const sharedCounters = config.redisUrl ? connectSharedCounters(config.redisUrl, config.redisKeyPrefix) : undefined;
// A start does not wait for an unreachable Redis: counters stay in memory until it answers.
await sharedCounters?.waitUntilReady(1_000);
const app = await buildApp({
  db: database.db,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  siteModeOverride: config.siteModeOverride,
  webDist: config.webDist,
  brands: { dir: config.brandsDir, defaultId: config.defaultBrand },
  sharedCounters,
  adminToken,
  rateLimitScale: { address: config.rateLimitAddressScale },
  publicUrl: config.publicUrl,
  paymentSandbox: config.paymentSandbox,
  serverLimits: config.serverLimits,
  specMinimal: config.specMinimal,
  pushLimits: config.pushLimits,
  trustProxy: config.trustProxy,
  dailyJobs: { databaseUrl: config.databaseUrl },
});
sharedCounters?.reportOutagesTo(app.log);
// A database away answers 503 and is logged once per outage, and once when it is back.
database.outages.reportTo(app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.destroy()).then(() => sharedCounters?.close()).then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`
Lobby is running at http://${shownHost}:${config.port}/
Database: ${database.dialect} (${redactPassword(config.databaseUrl)})
Rate-limit counters: ${config.redisUrl ? `Redis (${redactPassword(config.redisUrl)})` : 'in memory'}
Public address (PUBLIC_URL, the start of game, pay and service links): ${config.publicUrl}
Sandbox payment provider: ${config.paymentSandbox ? 'ON, it credits any order from the house (PAYMENT_SANDBOX=0 turns it off)' : 'off (bank deposits only; PAYMENT_SANDBOX=1 turns it on for a demo)'}
${config.specMinimal ? 'Spec-minimal mode (SPEC_MINIMAL=1): answers carry only what the spec promises; Idempotency-Key is ignored\n' : ''}Demo account: ${DEMO_MEMBER.account} / ${DEMO_MEMBER.password} (payment password ${DEMO_MEMBER.payPassword})
${adminTokenLine(generatedAdminTokenNotice(adminToken))}`);

/** A drawn admin token's notice, on the terminal only (see admin-token.ts). */
function adminTokenLine(notice: string | undefined): string {
  return notice === undefined ? '' : `${notice}\n`;
}

function redactPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
