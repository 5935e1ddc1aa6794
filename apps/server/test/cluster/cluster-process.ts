import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { repositoryRoot } from '../../src/config.ts';

export interface ClusterProcess {
  child: ChildProcess;
  /** Everything the primary and its workers wrote to stdout so far (workers share the primary's stdout). */
  output(): string;
  exited: Promise<number | null>;
}

/** `npm run serve:cluster`'s command with the given environment; every log line kept for the test to read. */
export function startCluster(env: NodeJS.ProcessEnv): ClusterProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cluster.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, HOST: '127.0.0.1', WEB_DIST: '/nonexistent/web-dist', LOG_LEVEL: 'info', DAILY_JOBS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => text, exited };
}

/** Polls the output until `pattern` matches and answers its first group; fails when the cluster exits first or nothing comes within 60 s. */
export async function waitForOutput(cluster: ClusterProcess, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = cluster.output().match(pattern);
    if (match) {
      const [, captured] = match;
      if (captured === undefined) throw new Error(`${pattern} captures nothing: waitForOutput answers its first group`);
      return captured;
    }
    if (cluster.child.exitCode !== null) throw new Error(`cluster exited with ${cluster.child.exitCode}:\n${cluster.output()}`);
    await sleep(50);
  }
  throw new Error(`no ${pattern} in the cluster's output within 60 s:\n${cluster.output()}`);
}

export interface Answer {
  status: number;
  body: { code: number; message: string; data: unknown };
}

/**
 * One request on a connection of its own (no agent, Connection: close), so that the primary hands each
 * to the next worker in turn, as it does with separate clients.
 */
export function callOnNewConnection(port: number, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The pid of the process whose request log names `url`, from pino's JSON lines ("incoming request"). */
export function pidThatLogged(output: string, url: string): number | undefined {
  // The last piece may be a line still being written.
  for (const line of output.split('\n').slice(0, -1)) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } };
    if (entry.msg === 'incoming request' && entry.req?.url === url) return entry.pid;
  }
  return undefined;
}

/** The parent pid of a live process, from /proc (Linux). */
export async function parentPid(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, ...
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
