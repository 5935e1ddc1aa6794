import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, PLATFORM_WALLET } from '@lobby/contract';
import { createDb } from '../../src/db/connect.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../support/test-app.ts';
import { freePort } from '../transfers/server-process.ts';
import { callOnNewConnection, parentPid, pidThatLogged, startCluster, waitForOutput, type Answer, type ClusterProcess } from './cluster-process.ts';

/** Unset in the cluster's environment, so the primary must draw these secrets itself. */
const UNSET = { ADMIN_TOKEN: '', PAYMENT_SANDBOX_SECRET: '', REDIS_URL: '' };
/** Without Redis, counters in each worker's memory: only on this explicit opt-in. */
const MEMORY_COUNTERS = { CLUSTER_MEMORY_COUNTERS: '1' };

/**
 * `npm run serve:cluster` with WORKERS=2 on a temporary SQLite file, as a real process. Each request goes
 * on a connection of its own with a unique query string; the worker that answered it is read from its
 * own request log line (pino writes the pid), so production answers carry nothing extra.
 */
describe('the cluster: two workers behind one port on one SQLite file', () => {
  let folder: string;
  let cluster: ClusterProcess;
  let port: number;
  let workerPids: number[];
  let probes = 0;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'lobby-cluster-'));
    port = await freePort();
    cluster = startCluster({ ...UNSET, ...MEMORY_COUNTERS, PORT: String(port), WORKERS: '2', DATABASE_URL: `sqlite:${join(folder, 'lobby.sqlite')}` });
    const pids = await waitForOutput(cluster, /Lobby cluster: 2 workers \(pids ([\d, ]+)\) behind port/);
    workerPids = pids.split(', ').map(Number);
  }, 90_000);

  afterAll(async () => {
    if (cluster?.child.exitCode === null) {
      cluster.child.kill('SIGTERM');
      await cluster.exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  async function probe(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer & { pid: number }> {
    const url = `${path}?probe=${++probes}`;
    const answer = await callOnNewConnection(port, method, url, headers, body);
    const deadline = Date.now() + 30_000;
    let pid = pidThatLogged(cluster.output(), url);
    while (pid === undefined && Date.now() < deadline) {
      await sleep(20);
      pid = pidThatLogged(cluster.output(), url);
    }
    if (pid === undefined) throw new Error(`no request log line for ${url}`);
    return { ...answer, pid };
  }

  async function probes4(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown) {
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await probe(method, path, headers, body));
    return answers;
  }

  it('says loudly that without Redis every limit is multiplied by the workers', () => {
    expect(cluster.output()).toMatch(/WARNING: no REDIS_URL, and CLUSTER_MEMORY_COUNTERS=1: each of the 2 workers .* every limit is 2 times/);
  });

  it('hands connections to both workers in turn, each a child of the primary', async () => {
    const answers = await probes4('POST', api.app.path);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(4).fill([200, 200]));
    const answeredBy = [...new Set(answers.map((answer) => answer.pid))].sort();
    expect(answeredBy).toEqual([...workerPids].sort());
    for (const pid of answeredBy) {
      expect(pid).not.toBe(cluster.child.pid);
      expect(await parentPid(pid)).toBe(cluster.child.pid);
    }
  });

  it('shares sessions, orders and the back-office token the primary drew across workers', async () => {
    const registered = await probe('POST', api.register.path, {}, registration());
    expect(registered.body.code, registered.body.message).toBe(200);
    const member = { authorization: `Bearer ${(registered.body.data as { api_token: string }).api_token}` };

    const deposit = await probe('POST', api.recharge.path, member, {
      paytype: 'bank', amount: 150, bank: '中国银行', bank_no: '6217000011112222', bank_owner: '李四', bank_address: '深圳市南山区支行',
    });
    expect(deposit.body.code, deposit.body.message).toBe(200);
    const depositNo = (deposit.body.data as { deposit_no: string }).deposit_no;

    const adminToken = await waitForOutput(cluster, /本次运行的后台凭证为 (\S+)（/);
    // Drawn once for every worker and shown once, by the primary; never in a JSON log line.
    const linesWithToken = cluster.output().split('\n').filter((line) => line.includes(adminToken));
    expect(linesWithToken).toHaveLength(1);
    expect(linesWithToken[0]).not.toMatch(/^\{/);
    const admin = { authorization: `Admin ${adminToken}` };
    const listings = await probes4('GET', '/admin/api/deposits', admin);
    expect(new Set(listings.map((listing) => listing.pid)).size).toBe(2);
    for (const listing of listings) {
      expect(listing.status).toBe(200);
      expect(JSON.stringify(listing.body.data)).toContain(depositNo);
    }
    const approval = await probe('POST', `/admin/api/deposits/${depositNo}/approve`, admin);
    expect(approval.body.code, approval.body.message).toBe(200);

    const balances = await probes4('POST', api.balance.path, member);
    expect(new Set(balances.map((balance) => balance.pid)).size).toBe(2);
    expect(balances.map((balance) => [balance.status, balance.body.data])).toEqual(Array(4).fill([200, { balance: 150, gameblance: 0 }]));
  });

  it('refuses every transfer sent to either worker once a blacklist has answered, though both workers had the session cached', async () => {
    const form = registration();
    const registered = await probe('POST', api.register.path, {}, form);
    const member = { authorization: `Bearer ${(registered.body.data as { api_token: string }).api_token}` };
    const deposit = await probe('POST', api.recharge.path, member, {
      paytype: 'bank', amount: 100, bank: '中国银行', bank_no: '6217000011113333', bank_owner: '李四', bank_address: '深圳市南山区支行',
    });
    const admin = { authorization: `Admin ${await waitForOutput(cluster, /本次运行的后台凭证为 (\S+)（/)}` };
    expect((await probe('POST', `/admin/api/deposits/${(deposit.body.data as { deposit_no: string }).deposit_no}/approve`, admin)).body.code).toBe(200);
    // Both workers now hold the session in their caches (a balance call on each).
    const warm = await probes4('POST', api.balance.path, member);
    expect(new Set(warm.map((answer) => answer.pid)).size).toBe(2);
    expect(warm.map((answer) => answer.body.data)).toEqual(Array(4).fill({ balance: 100, gameblance: 0 }));

    expect((await probe('POST', `/admin/api/members/${form.name}/blacklist`, admin)).body.code).toBe(200);
    // At once, before the other worker's cache can hear of it (on SQLite it polls the file once a second).
    const transfers = await Promise.all(Array.from({ length: 20 }, () =>
      probe('POST', api.transfer.path, member, { amount: 1, sourcetype: PLATFORM_WALLET, targettype: 'ag' })));
    expect(new Set(transfers.map((answer) => answer.pid)).size).toBe(2);
    expect(transfers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(20).fill([401, 401]));

    const database = createDb(`sqlite:${join(folder, 'lobby.sqlite')}`);
    try {
      const moved = await database.db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'transfer_in').execute();
      expect(moved).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
    for (const pid of workerPids) expect(existsSync(`/proc/${pid}`)).toBe(false);
  });
});

describe('a cluster whose workers cannot listen', () => {
  it('stops with exit code 1 instead of forking failing workers again and again', { timeout: 90_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lobby-cluster-'));
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const { port } = taken.address() as { port: number };
      const cluster = startCluster({ ...UNSET, ...MEMORY_COUNTERS, PORT: String(port), WORKERS: '2', DATABASE_URL: `sqlite:${join(folder, 'lobby.sqlite')}` });
      expect(await cluster.exited).toBe(1);
      expect(cluster.output()).toMatch(/failed before listening .*: stopping the cluster/);
      expect(cluster.output()).not.toMatch(/forking a replacement/);
    } finally {
      taken.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a cluster without shared counters', () => {
  it('refuses to start without REDIS_URL unless asked to, saying how to fix it', { timeout: 90_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lobby-cluster-'));
    const dbFile = join(folder, 'lobby.sqlite');
    const cluster = startCluster({ ...UNSET, CLUSTER_MEMORY_COUNTERS: '', PORT: String(await freePort()), WORKERS: '2', DATABASE_URL: `sqlite:${dbFile}` });
    try {
      // A cluster that starts anyway is caught here (and stopped below), not by the test's timeout.
      expect(await Promise.race([cluster.exited, sleep(30_000).then(() => 'still running')])).toBe(1);
      expect(cluster.output()).toMatch(/The cluster needs shared counters: set REDIS_URL/);
      expect(cluster.output()).toMatch(/CLUSTER_MEMORY_COUNTERS=1/);
      // Refused before anything ran: no worker, no database.
      expect(cluster.output()).not.toMatch(/Lobby cluster:|incoming request/);
      expect(existsSync(dbFile)).toBe(false);
    } finally {
      if (cluster.child.exitCode === null) {
        cluster.child.kill('SIGTERM');
        await cluster.exited;
      }
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
