import { DEFAULT_PUSH_LIMITS } from '../src/push/push-limits.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repositoryRoot } from '../src/config.ts';
import { DEFAULT_SERVER_LIMITS } from '../src/server-limits.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 on all interfaces, SQLite under data/ and the web dist of apps/web', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: `sqlite:${join(repositoryRoot, 'data/lobby.sqlite')}`,
      webDist: join(repositoryRoot, 'apps/web/dist'),
      brandsDir: join(repositoryRoot, 'brands'),
      defaultBrand: 'lobby',
      siteModeOverride: {},
      redisUrl: undefined,
      redisKeyPrefix: 'lobby:',
      rateLimitAddressScale: 1,
      uploadsDir: join(repositoryRoot, 'data/uploads'),
      publicUrl: 'http://localhost:3000',
      paymentSandbox: false,
      serverLimits: DEFAULT_SERVER_LIMITS,
      specMinimal: false,
      pushLimits: DEFAULT_PUSH_LIMITS,
      trustProxy: false,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u@h/db', DATABASE_CONNECT_TIMEOUT_MS: '2500', WEB_DIST: '/srv/web', SITE_STATE: '0', REPAIR_TIPS: '升级中',
      BRANDS_DIR: '/srv/brands', BRAND: 'jade',
      REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'site-a:', RATE_LIMIT_ADDRESS_SCALE: '20',
      UPLOADS_DIR: '/var/lib/lobby/uploads',
      PUBLIC_URL: 'https://lobby.example.com/h5/', PAYMENT_SANDBOX: '1', SPEC_MINIMAL: '1',
      REQUEST_TIMEOUT_MS: '20000', HEADERS_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '65000', MAX_CONNECTIONS: '900',
      PUSH_MAX_STREAMS: '700', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@h/db',
      databaseConnectTimeoutMs: 2_500,
      webDist: '/srv/web',
      brandsDir: '/srv/brands',
      defaultBrand: 'jade',
      siteModeOverride: { siteState: 0, repairTips: '升级中' },
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'site-a:',
      rateLimitAddressScale: 20,
      uploadsDir: '/var/lib/lobby/uploads',
      publicUrl: 'https://lobby.example.com/h5',
      paymentSandbox: true,
      serverLimits: { requestTimeoutMs: 20_000, headersTimeoutMs: 5_000, keepAliveTimeoutMs: 65_000, maxConnections: 900 },
      specMinimal: true,
      pushLimits: { perProcess: 700, perMember: 5 },
      trustProxy: ['10.0.0.0/8', '127.0.0.1', '::1'],
    });
  });

  it('refuses a bad PORT, SITE_STATE, RATE_LIMIT_ADDRESS_SCALE or DATABASE_CONNECT_TIMEOUT_MS', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ RATE_LIMIT_ADDRESS_SCALE: '0' })).toThrow(/RATE_LIMIT_ADDRESS_SCALE/);
    expect(() => loadConfig({ SITE_STATE: 'maintenance' })).toThrow(/SITE_STATE/);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses, and refuses anything that would believe any client', () => {
    for (const off of [undefined, '', ' ', 'false', '0']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal,2001:db8::/32' }).trustProxy).toEqual(['loopback', 'uniquelocal', '2001:db8::/32']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/number of proxies/);
    for (const bad of ['10.0.0.0/33', '::1/129', '10.0.0', 'nginx', '10.0.0.1,', '10.0.0.1/8/8', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('defaults PUBLIC_URL to localhost on PORT and refuses one that is not a plain http(s) address', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    for (const bad of ['lobby.example.com', 'ftp://lobby.example.com', 'https://lobby.example.com/?x=1', 'https://u:p@lobby.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('refuses a PAYMENT_SANDBOX other than 0 or 1 and a limit that is not a positive integer', () => {
    expect(loadConfig({ PAYMENT_SANDBOX: '0' }).paymentSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX/);
    expect(() => loadConfig({ SPEC_MINIMAL: 'true' })).toThrow(/SPEC_MINIMAL/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '1.5' })).toThrow(/MAX_CONNECTIONS/);
  });
});

describe('UPLOADS_DIR', () => {
  it('holds the avatars of an app built without its own folder (tests point it at a temporary folder)', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { testTargets } = await import('./support/test-database.ts');
    const database = await testTargets[0].create();
    const app = await buildApp({ db: database.db, webDist: '/nonexistent/web-dist' });
    try {
      expect(process.env.UPLOADS_DIR).toBeTruthy();
      expect(app.avatarDir).toBe(join(process.env.UPLOADS_DIR!, 'avatars'));
      expect(app.avatarDir.startsWith(repositoryRoot)).toBe(false);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
