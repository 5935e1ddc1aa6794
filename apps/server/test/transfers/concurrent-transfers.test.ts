import { api, fenToYuan, PLATFORM_WALLET } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { pickWith, seededRandom } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { LEDGER_INTACT, ledgerInvariants, memberTotals } from './ledger-invariants.ts';
import { fundedMembers } from './transfer-fixtures.ts';

const MEMBERS = 6;
const VENUES = ['ag', 'pg', 'ky', 'demo'];
const OPENING_FEN = 50_000;
const BATCHES = 60;
const BATCH_SIZE = 50;

/**
 * A few thousand random transfers between main and venue wallets through the real route, in concurrent
 * batches over several members. Amounts are drawn so that many exceed what the source holds: the
 * refusals race the successes. PostgreSQL runs them over a pool of real connections; SQLite over the
 * server's one connection, as in production.
 */
describe.each(testTargets)('random concurrent transfers on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // One member's requests racing each other is the point here, not how many a minute it may send.
  const context = useTestApp(target, { rateLimitScale: { address: 100, member: 1000 } });

  it(`keeps every balance >= 0 and the ledger whole over ${BATCHES * BATCH_SIZE} transfers`, { timeout: 300_000 }, async () => {
    const { db } = context.database;
    const members = await fundedMembers(db, MEMBERS, OPENING_FEN);
    const memberIds = members.map((member) => member.memberId);
    const opening = await memberTotals(db, memberIds);
    const random = seededRandom(20_240_404);
    const pick = <T>(items: readonly T[]): T => pickWith(random, items);
    let succeeded = 0;

    for (let batch = 0; batch < BATCHES; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: BATCH_SIZE }, () => {
          const member = pick(members);
          const venue = pick(VENUES);
          const into = random() < 0.55;
          const amount = fenToYuan(1 + Math.floor(random() * 20_000));
          return context.app.inject({
            method: 'POST',
            url: api.transfer.path,
            headers: { authorization: `Bearer ${member.token}` },
            payload: { amount, sourcetype: into ? PLATFORM_WALLET : venue, targettype: into ? venue : PLATFORM_WALLET },
          });
        }),
      );
      const codes = answers.map((answer) => answer.json().code as number);
      expect(codes.filter((code) => code !== 200 && code !== 400)).toEqual([]);
      succeeded += codes.filter((code) => code === 200).length;
      expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
    }

    expect(await memberTotals(db, memberIds)).toEqual(opening);
    const posted = await db.selectFrom('ledger_transactions').select('id').where('kind', 'in', ['transfer_in', 'transfer_out']).execute();
    expect(posted).toHaveLength(succeeded);
    // The draw makes both outcomes common, so the race is really exercised.
    expect(succeeded).toBeGreaterThan(BATCHES * BATCH_SIZE * 0.2);
    expect(succeeded).toBeLessThan(BATCHES * BATCH_SIZE * 0.95);
  });
});
