import { api, fenToYuan, PLATFORM_WALLET } from '@lobby/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { pickWith, seededRandom } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';
import { LEDGER_INTACT, ledgerInvariants, memberTotals } from './ledger-invariants.ts';
import { freePort, killServer, startServer, type ServerProcess } from './server-process.ts';
import { fundedMembers } from './transfer-fixtures.ts';

const MEMBERS = 4;
const CLIENTS = 12;
const VENUES = ['ag', 'pg', 'demo'];
const OPENING_FEN = 30_000;
/** Answers to wait for before the kill, so it lands while requests are in flight. */
const KILL_AFTER_ANSWERS = 150;

interface Sent {
  token: string;
  key: string;
  payload: { amount: number; sourcetype: string; targettype: string };
}

/** The server reads the test schema through the URL alone: `options=-c search_path=<schema>`. */
function serverDatabaseUrl(database: TestDatabase): string {
  if (database.dialect === 'sqlite') return database.url;
  const url = new URL(database.url);
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return url.toString();
}

/** Answers the envelope code, or null when the connection died with the server. */
async function send(baseUrl: string, request: Sent): Promise<number | null> {
  try {
    const response = await fetch(`${baseUrl}${api.transfer.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${request.token}`, 'content-type': 'application/json', 'idempotency-key': request.key },
      body: JSON.stringify(request.payload),
    });
    return ((await response.json()) as { code: number }).code;
  } catch {
    return null;
  }
}

/**
 * The real server in its own process, SIGKILLed while a dozen clients fire transfers, then restarted
 * on the same database. Every request carries an Idempotency-Key and is sent again after the restart,
 * as a client retrying a lost answer would: whatever the kill interrupted was either committed whole
 * or not at all, and a retry never moves money twice.
 */
describe.each(testTargets)('the server killed in the middle of transfers on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await killServer(server);
    await database?.dispose();
  });

  it('restarts with no half-done transfer and every member\'s money unchanged', { timeout: 240_000 }, async () => {
    database = await target.create();
    const { db } = database;
    await seed(db);
    const members = await fundedMembers(db, MEMBERS, OPENING_FEN);
    const memberIds = members.map((member) => member.memberId);
    const opening = await memberTotals(db, memberIds);

    const random = seededRandom(4_040);
    const sent: Sent[] = [];
    const nextRequest = (): Sent => {
      const member = pickWith(random, members);
      const venue = pickWith(random, VENUES);
      const into = random() < 0.55;
      const request: Sent = {
        token: member.token,
        key: `crash-${sent.length}`,
        payload: { amount: fenToYuan(1 + Math.floor(random() * 8_000)), sourcetype: into ? PLATFORM_WALLET : venue, targettype: into ? venue : PLATFORM_WALLET },
      };
      sent.push(request);
      return request;
    };

    const port = await freePort();
    server = await startServer(serverDatabaseUrl(database), port);
    const first = server;
    const codes = new Map<string, number | null>();
    let answered = 0;
    let killed = false;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (!killed) {
        const request = nextRequest();
        const code = await send(first.baseUrl, request);
        codes.set(request.key, code);
        if (code === null) return;
        if (++answered === KILL_AFTER_ANSWERS) {
          killed = true;
          await killServer(first);
        }
      }
    });
    await Promise.all(clients);
    const lost = [...codes.values()].filter((code) => code === null).length;
    expect(answered).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(lost).toBeGreaterThan(0);

    // Straight after the kill, before anything repairs anything.
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
    expect(await memberTotals(db, memberIds)).toEqual(opening);

    server = await startServer(serverDatabaseUrl(database), port);
    const retried = await Promise.all(sent.map((request) => send(server!.baseUrl, request)));
    expect(retried.filter((code) => code !== 200 && code !== 400)).toEqual([]);

    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
    expect(await memberTotals(db, memberIds)).toEqual(opening);
    // One ledger transaction per key that ever succeeded: a retry of a committed transfer moved nothing.
    const succeededKeys = sent.filter((request, index) => codes.get(request.key) === 200 || retried[index] === 200).length;
    const posted = await db.selectFrom('ledger_transactions').select('idempotency_key').where('kind', 'in', ['transfer_in', 'transfer_out']).execute();
    expect(posted).toHaveLength(succeededKeys);
    expect(succeededKeys).toBeGreaterThan(0);
  });
});
