import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repositoryRoot } from '../src/config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 on all interfaces, SQLite under data/ and the web dist of apps/web', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: `sqlite:${join(repositoryRoot, 'data/lobby.sqlite')}`,
      webDist: join(repositoryRoot, 'apps/web/dist'),
      siteModeOverride: {},
      redisUrl: undefined,
      redisKeyPrefix: 'lobby:',
      rateLimitAddressScale: 1,
      uploadsDir: join(repositoryRoot, 'data/uploads'),
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u@h/db', WEB_DIST: '/srv/web', SITE_STATE: '0', REPAIR_TIPS: '升级中',
      REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'site-a:', RATE_LIMIT_ADDRESS_SCALE: '20',
      UPLOADS_DIR: '/var/lib/lobby/uploads',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@h/db',
      webDist: '/srv/web',
      siteModeOverride: { siteState: 0, repairTips: '升级中' },
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'site-a:',
      rateLimitAddressScale: 20,
      uploadsDir: '/var/lib/lobby/uploads',
    });
  });

  it('refuses a bad PORT, SITE_STATE or RATE_LIMIT_ADDRESS_SCALE', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_ADDRESS_SCALE: '0' })).toThrow(/RATE_LIMIT_ADDRESS_SCALE/);
    expect(() => loadConfig({ SITE_STATE: 'maintenance' })).toThrow(/SITE_STATE/);
  });
});

describe('UPLOADS_DIR', () => {
  it('holds the avatars of an app built without its own folder (tests point it at a temporary folder)', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { testTargets } = await import('./support/test-database.ts');
    const database = await testTargets[0].create();
    const app = await buildApp({ db: database.db, dialect: database.dialect, webDist: '/nonexistent/web-dist' });
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
