import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { e2eServer } from './e2e-server.ts';
import { serverProgram } from './server-programs.ts';

const root = join(import.meta.dirname, '../..');

/** Flips the running e2e server's site mode through the operators' command, on the same database file. */
export function setSiteMode(mode: 'maintenance' | 'normal', repairTips = ''): void {
  execFileSync(process.execPath, ['--import', 'tsx', serverProgram('cli/site-mode'), mode, ...(mode === 'maintenance' ? [repairTips] : [])], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `sqlite:${e2eServer.dbFile}` },
    stdio: 'pipe',
  });
}
