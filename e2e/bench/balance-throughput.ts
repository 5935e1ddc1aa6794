// Requests per second and p99 of POST /api/balance with a valid token on the real server
// (fresh SQLite file), beside bare Fastify answering the same envelope, in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { serverProgram } from '../support/server-programs.ts';

const root = join(import.meta.dirname, '../..');
const CONNECTIONS = 100;
const DURATION_S = 10;

function start(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root, env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/http:\/\/|ready/.test(chunk.toString())) resolve(child);
    });
  });
}

async function post(url: string, body: unknown, token = '') {
  const res = await fetch(url, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; data: Record<string, unknown> }>;
}

async function load(url: string, token: string) {
  const result = await autocannon({
    url, method: 'POST', connections: CONNECTIONS, duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}',
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const lobbyPort = 3201, barePort = 3202;
const lobby = await start(serverProgram('main'), lobbyPort, {
  DATABASE_URL: `sqlite:${join(tmpdir(), `lobby-bench-${Date.now()}.sqlite`)}`,
});
const bare = await start('e2e/bench/bare-server.ts', barePort);
try {
  const login = await post(`http://127.0.0.1:${lobbyPort}/api/login_pc`, { name: 'demo888', password: 'demo8888', code: 'ab12' });
  const token = String(login.data?.new_api_token ?? '');
  if (login.code !== 200 || !token) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  const balance = await load(`http://127.0.0.1:${lobbyPort}/api/balance`, token);
  const baseline = await load(`http://127.0.0.1:${barePort}/api/balance`, token);
  const row = (name: string, r: typeof balance) =>
    `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(row('POST /api/balance (Lobby)', balance));
  console.log(row('bare Fastify, same envelope', baseline));
  console.log(`ratio Lobby / bare: ${(balance.rps / baseline.rps).toFixed(2)}`);
} finally {
  lobby.kill();
  bare.kill();
}
