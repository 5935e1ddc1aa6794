import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '@lobby/contract';
import type { TestDatabase } from '../../support/test-database.ts';
import type { CompetitorInput, CompetitorRequest } from './app-competitor.ts';

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('./app-competitor.ts', import.meta.url));

interface Competitor {
  started: Promise<void>;
  go(): void;
  answers: Promise<Array<Envelope<unknown>>>;
}

function startCompetitor(input: CompetitorInput, env: NodeJS.ProcessEnv): Competitor {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverRoot,
    env: { ...process.env, ...env, COMPETITOR_INPUT: JSON.stringify(input) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let markReady!: () => void;
  const started = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('ready\n')) markReady();
  });
  const answers = new Promise<Array<Envelope<unknown>>>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(last));
      else reject(new Error(`competitor exited with ${code}: ${output}`));
    });
  });
  return { started, go: () => child.stdin.end('go\n'), answers };
}

/** Two server processes on the same database, each sending its requests at once, released together. */
export async function raceTwoProcesses(
  database: TestDatabase,
  requests: [CompetitorRequest[], CompetitorRequest[]],
  env: NodeJS.ProcessEnv = {},
): Promise<Array<Envelope<unknown>>> {
  const competitors = requests.map((list) => startCompetitor({ url: database.url, schema: database.schema, requests: list }, env));
  await Promise.all(competitors.map((competitor) => competitor.started));
  for (const competitor of competitors) competitor.go();
  return (await Promise.all(competitors.map((competitor) => competitor.answers))).flat();
}
