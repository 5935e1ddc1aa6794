import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { repositoryRoot } from '../../src/config.ts';

/** The fields of a pino line the test reads. */
interface LogLine {
  msg: string;
  pid: number;
  day?: string;
  runner?: string;
  rebatesCreated?: number;
}

export interface JobsProcess {
  child: ChildProcess;
  pid: number;
  lines(): LogLine[];
  exited: Promise<unknown>;
}

/** daily-jobs-process.ts in a child process of its own. VITEST is left out: the app runs no jobs under Vitest. */
export function startJobsProcess(env: { DATABASE_URL: string; CLOCK_FILE: string }): JobsProcess {
  const parentEnv = { ...process.env };
  delete parentEnv.VITEST;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/support/daily-jobs-process.ts'], {
    cwd: repositoryRoot,
    env: { ...parentEnv, ...env, DAILY_JOBS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const lines = (): LogLine[] =>
    text
      .split('\n')
      // The last piece may be a line still being written.
      .slice(0, -1)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  return { child, pid: child.pid!, lines, exited: once(child, 'exit') };
}

/** Polls until `check` answers something other than undefined; fails after `ms` with `what`. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`waited ${ms} ms for ${what}`);
}

export async function waitForReady(jobs: JobsProcess): Promise<void> {
  await waitUntil(`process ${jobs.pid} to start`, () => {
    if (jobs.child.exitCode !== null) throw new Error(`jobs process ${jobs.pid} exited with ${jobs.child.exitCode}`);
    return jobs.lines().some((line) => line.msg === 'jobs process ready') ? true : undefined;
  }, 60_000);
}

/** SIGTERM (the app closes, a run in progress finishes) when `graceful`, else SIGKILL: no hook runs, as when a machine dies. */
export async function stopJobsProcess(jobs: JobsProcess, graceful: boolean): Promise<void> {
  if (jobs.child.exitCode !== null || jobs.child.signalCode !== null) return;
  jobs.child.kill(graceful ? 'SIGTERM' : 'SIGKILL');
  await jobs.exited;
}
