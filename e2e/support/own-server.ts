import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverProgram } from './server-programs.ts';

const root = join(import.meta.dirname, '../..');

export interface OwnServer {
  url: string;
  /** The copy of the built app this server serves: a test may "deploy" over it. */
  webDist: string;
  stop(): Promise<void>;
}

/**
 * A server of the test's own, on a copy of the built app and a fresh database, both in a temporary
 * folder (never the checkout): for a test that deploys a new version under an open page.
 */
export async function startOwnServer(port: number): Promise<OwnServer> {
  const folder = mkdtempSync(join(tmpdir(), 'lobby-e2e-own-'));
  const webDist = join(folder, 'dist');
  cpSync(resolve(root, process.env.WEB_DIST ?? 'apps/web/dist'), webDist, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverProgram('main')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: `sqlite:${join(folder, 'db.sqlite')}`, WEB_DIST: webDist, LOG_LEVEL: 'warn', PUBLIC_URL: url, SPEC_MINIMAL: '' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the test's own server did not start on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    webDist,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
