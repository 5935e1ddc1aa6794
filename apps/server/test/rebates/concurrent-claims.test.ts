import { api, messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { computeRebates } from '../../src/rebates/compute-rebates.ts';
import { mainBalanceFen } from '../deposits/deposit-fixtures.ts';
import { placeBet } from '../jobs/job-fixtures.ts';
import { memberWithToken } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { LEDGER_INTACT, ledgerInvariants } from '../transfers/ledger-invariants.ts';
import { firstRow } from '../support/rows.ts';

const CLAIMS = 50;

/**
 * 50 claims in flight at once through the route: on PostgreSQL over the pool's connections, on SQLite
 * queued on its one writer. The pending rows are paid exactly once.
 */
describe.each(testTargets)('50 concurrent rebate claims on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // One member's requests racing each other is the point here, not how many a minute it may send.
  const context = useTestApp(target, { rateLimitScale: { address: 100, member: 1000 } });

  it('pay exactly once and refuse the rest with 暂无领取额度！', { timeout: 60_000 }, async () => {
    const { db } = context.database;
    const { memberId, token } = await memberWithToken(db);
    for (const day of ['2026-04-01', '2026-04-02', '2026-04-03']) {
      await placeBet(db, memberId, { platformName: 'demo', validFen: 100_000, at: day });
      await placeBet(db, memberId, { platformName: 'ky', gameCode: 'ddz', validFen: 100_000, at: day });
      await computeRebates(db, day);
    }
    // Per day 1000.00 of slots at 0.50 % and 1000.00 of board games at 0.30 %: 8.00, 24.00 in all.
    const answers = await Promise.all(Array.from({ length: CLAIMS }, () => post<null>(context.app, api.dofanshui.path, {}, token)));

    expect(answers.filter((answer) => answer.body.code === 200).map((answer) => answer.body.message)).toEqual([messages.rebate.claimedAmount('24.00')]);
    expect(answers.filter((answer) => answer.body.code !== 200).map((answer) => answer.body.message)).toEqual(Array(CLAIMS - 1).fill(messages.rebate.nothingToClaim));
    expect(await mainBalanceFen(db, memberId)).toBe(2_400);
    const paid = await db.selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).where('kind', '=', 'rebate').execute();
    expect(paid).toHaveLength(1);
    const rows = await db.selectFrom('rebates').select(['state', 'claim_transaction_id']).where('member_id', '=', memberId).execute();
    expect(rows).toEqual(Array(6).fill({ state: 1, claim_transaction_id: firstRow(paid).id }));
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
  });
});
