import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../src/site/site-settings.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run site (site-mode CLI)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testTargets[0].create();
  });
  afterAll(() => database?.dispose());

  const site = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/site-mode.ts', ...args], { cwd: serverRoot, env: { ...process.env, DATABASE_URL: database.url } });

  it('switches the database named by DATABASE_URL to maintenance and back', async () => {
    await site('maintenance', '系统升级中');
    expect(await readSiteSettings(database.db)).toMatchObject({ site_state: 0, repair_tips: '系统升级中' });
    await site('normal');
    expect(await readSiteSettings(database.db)).toMatchObject({ site_state: 1, repair_tips: '' });
  }, 30_000);

  it('refuses an unknown mode with its usage', async () => {
    await expect(site('sideways')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
  }, 30_000);
});
