import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/config.ts';
import { freePort } from '../transfers/server-process.ts';
import { firstRows } from '../support/rows.ts';

/** The notice's text around the token, to find it in the terminal output. */
const [before, after] = firstRows(messages.sessions.adminTokenGenerated('\u0000').split('\u0000'), 2);

/**
 * `npm run serve` with ADMIN_TOKEN unset, as a real process whose whole stdout and stderr are kept: the
 * drawn token is shown once on the terminal, and no JSON log line carries it.
 */
describe('a drawn admin token at start', () => {
  let folder: string;
  let child: ChildProcess;
  let output = '';
  let baseUrl: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'lobby-admin-token-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repositoryRoot,
      env: {
        ...process.env, ADMIN_TOKEN: '', REDIS_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DAILY_JOBS: 'off',
        WEB_DIST: '/nonexistent/web-dist', DATABASE_URL: `sqlite:${join(folder, 'lobby.sqlite')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const deadline = Date.now() + 60_000;
    while (!output.includes(before) && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      await sleep(50);
    }
  }, 90_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('is printed once on the terminal, never in a JSON log line, and opens the back office', async () => {
    const start = output.indexOf(before);
    expect(start, output).toBeGreaterThanOrEqual(0);
    const token = output.slice(start + before.length, output.indexOf(after, start));
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const admin = (authorization: string) => fetch(`${baseUrl}/admin/api/deposits`, { headers: { authorization } });
    expect((await admin(`Admin ${token}`)).status).toBe(200);
    expect((await admin('Admin wrong-token')).status).toBe(401);
    // The request log lines of both calls are written by now.
    await sleep(200);

    const lines = output.split('\n');
    const jsonLines = lines.filter((line) => line.startsWith('{'));
    expect(jsonLines.some((line) => line.includes('/admin/api/deposits'))).toBe(true);
    expect(jsonLines.filter((line) => line.includes(token))).toEqual([]);
    expect(lines.filter((line) => line.includes(token))).toHaveLength(1);
  });
});
