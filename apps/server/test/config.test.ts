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
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u@h/db', WEB_DIST: '/srv/web', SITE_STATE: '0', REPAIR_TIPS: '升级中' });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@h/db',
      webDist: '/srv/web',
      siteModeOverride: { siteState: 0, repairTips: '升级中' },
    });
  });

  it('refuses a bad PORT or SITE_STATE', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_STATE: 'maintenance' })).toThrow(/SITE_STATE/);
  });
});
