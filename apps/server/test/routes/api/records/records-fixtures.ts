import { api, type Paged } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, vi } from 'vitest';
import { findSession, issueToken } from '../../../../src/auth/tokens.ts';
import type { Database } from '../../../../src/db/schema.ts';
import { playDemoRound } from '../../../../src/games/demo-rounds.ts';
import { findLaunchTicket, issueLaunchTicket } from '../../../../src/games/launch-tickets.ts';
import { transferBetweenWallets, type TransferDirection } from '../../../../src/transfers/wallet-transfer.ts';
import { beijing } from '../../../red-packets/red-packet-fixtures.ts';
import { post } from '../../../support/test-app.ts';

/** The clock the records tests run at: Wednesday 2026-11-18 15:00 Beijing time. */
export const NOW = '2026-11-18 15:00:00';

/**
 * Simulated time: only Date is faked (database drivers keep their real timers), so the product's own
 * functions stamp rows at the time a test sets with `at`, and the routes compute their ranges from it.
 */
export function useSimulatedClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(NOW);
  });
  afterEach(() => vi.useRealTimers());
}

/** Moves the simulated clock to a Beijing wall-clock time. */
export function at(beijingTime: string): void {
  vi.setSystemTime(beijing(beijingTime));
}

/** Plays `rounds` demo-slot rounds of `betFen` on a venue the way the venue page does, at the current simulated time. */
export async function playRounds(db: Kysely<Database>, memberId: number, platformName: string, rounds: number, betFen = 100) {
  const session = (await findSession(db, await issueToken(db, memberId)))!;
  const ticket = await issueLaunchTicket(db, { memberId, tokenId: session.tokenId, platformName, gameCode: '', gameName: platformName });
  const launch = (await findLaunchTicket(db, ticket))!;
  const played = [];
  for (let i = 0; i < rounds; i += 1) played.push(await playDemoRound(db, launch, betFen, 'slot'));
  return played;
}

/** A manual transfer between the main wallet and a venue, through the product's transfer function. */
export function transfer(db: Kysely<Database>, memberId: number, platformName: string, direction: TransferDirection, amountFen: number) {
  return db.transaction().execute((trx) =>
    transferBetweenWallets(trx, { memberId, platformName, direction, amountFen, idempotencyKey: `records-test:${memberId}:${Math.random()}` }),
  );
}

type RecordCall = typeof api.betrecord | typeof api.gettransrecord | typeof api.activityApplyLog | typeof api.redpacket | typeof api.noticeList;

/** One page of a record list, as the web app asks for it. */
/** One page of a record list; page 1 unless the payload names another (the contract requires one). */
export async function recordPage<T>(app: FastifyInstance, call: RecordCall, token: string, payload: object = {}): Promise<Paged<T>> {
  const answer = await post<Paged<T>>(app, call.path, { page: 1, ...payload }, token);
  if (answer.body.code !== 200) throw new Error(`${call.path} refused: ${answer.body.message}`);
  return answer.body.data;
}
