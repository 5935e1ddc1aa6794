import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePushLimits, type PushLimits } from './push/push-limits.ts';
import { parseServerLimits, type ServerLimits } from './server-limits.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

/** Repository root, found from this file's place (apps/server/src) so it does not depend on the working directory. */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SiteModeOverride {
  siteState?: number;
  repairTips?: string;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** DATABASE_CONNECT_TIMEOUT_MS: PostgreSQL only; unset means the dialect's default (db/dialects/postgres.ts). */
  databaseConnectTimeoutMs?: number;
  webDist: string;
  /** BRANDS_DIR: one folder per brand (brand.json and its pictures); BRAND: the brand of every host no brand lists. */
  brandsDir: string;
  defaultBrand: string;
  siteModeOverride: SiteModeOverride;
  /** Rate-limit and login-failure counters shared by every process (REDIS_URL); memory when unset. */
  redisUrl?: string;
  redisKeyPrefix: string;
  /** RATE_LIMIT_ADDRESS_SCALE: multiplies the per-address limits, for test rigs behind one address. */
  rateLimitAddressScale: number;
  /** UPLOADS_DIR: members' uploads (avatars in its avatars/ folder), outside the checkout's tracked files. */
  uploadsDir: string;
  /** PUBLIC_URL: the address members reach the server at; absolute URLs it answers start here. */
  publicUrl: string;
  /** PAYMENT_SANDBOX=1: the sandbox payment provider takes orders (the demo start turns it on). */
  paymentSandbox: boolean;
  /** Request timeouts and the connection cap (server-limits.ts). */
  serverLimits: ServerLimits;
  /** SPEC_MINIMAL=1: answer only what the spec promises, ignore Lobby-only headers (plugins/app/spec-minimal.ts). */
  specMinimal: boolean;
  /** PUSH_MAX_STREAMS: balance streams one process holds (push/push-limits.ts). */
  pushLimits: PushLimits;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (trust-proxy.ts); off by default. */
  trustProxy: TrustProxy;
}

/** The default database: an SQLite file under ./data (created on open), so a fresh checkout runs with no setup. */
function defaultDatabaseUrl(): string {
  return `sqlite:${resolve(repositoryRoot, 'data/lobby.sqlite')}`;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** SITE_STATE / REPAIR_TIPS let an operator force maintenance from the environment, over the database setting. */
function parseScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`RATE_LIMIT_ADDRESS_SCALE must be a positive number, got "${value}"`);
  return scale;
}

/** An http(s) address without query or fragment; the trailing slash dropped. */
function parsePublicUrl(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an http:// or https:// address like https://lobby.example.com, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseMilliseconds(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) throw new Error(`${name} must be a positive integer (milliseconds), got "${value}"`);
  return ms;
}

function parseSwitch(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value !== '0' && value !== '1') throw new Error(`${name} must be 0 or 1, got "${value}"`);
  return value === '1';
}

function parseSiteModeOverride(env: NodeJS.ProcessEnv): SiteModeOverride {
  const override: SiteModeOverride = {};
  if (env.SITE_STATE !== undefined && env.SITE_STATE !== '') {
    if (env.SITE_STATE !== '0' && env.SITE_STATE !== '1') throw new Error(`SITE_STATE must be 0 or 1, got "${env.SITE_STATE}"`);
    override.siteState = Number(env.SITE_STATE);
  }
  if (env.REPAIR_TIPS !== undefined) override.repairTips = env.REPAIR_TIPS;
  return override;
}

/** Relative paths (WEB_DIST, UPLOADS_DIR, `sqlite:PATH`) are taken from the repository root, whatever the working directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || defaultDatabaseUrl(),
    databaseConnectTimeoutMs: parseMilliseconds('DATABASE_CONNECT_TIMEOUT_MS', env.DATABASE_CONNECT_TIMEOUT_MS),
    webDist: resolve(repositoryRoot, env.WEB_DIST || 'apps/web/dist'),
    brandsDir: resolve(repositoryRoot, env.BRANDS_DIR || 'brands'),
    defaultBrand: env.BRAND || 'lobby',
    siteModeOverride: parseSiteModeOverride(env),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'lobby:',
    rateLimitAddressScale: parseScale(env.RATE_LIMIT_ADDRESS_SCALE),
    uploadsDir: resolve(repositoryRoot, env.UPLOADS_DIR || 'data/uploads'),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    paymentSandbox: parseSwitch('PAYMENT_SANDBOX', env.PAYMENT_SANDBOX),
    serverLimits: parseServerLimits(env),
    specMinimal: parseSwitch('SPEC_MINIMAL', env.SPEC_MINIMAL),
    pushLimits: parsePushLimits(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
