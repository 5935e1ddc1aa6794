import { api, PLATFORM_WALLET } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approveDeposit, decideWithdrawal } from '../../src/back-office/review-orders.ts';
import { placeDeposit } from '../../src/deposits/place-deposit.ts';
import { balancesChanged } from '../../src/events/balance-changes.ts';
import { playDemoRound } from '../../src/games/demo-rounds.ts';
import { addDays, beijingDayOf } from '../../src/jobs/beijing-day.ts';
import { claimRebates } from '../../src/rebates/claim-rebates.ts';
import { computeRebates } from '../../src/rebates/compute-rebates.ts';
import { grabRedPacket } from '../../src/red-packets/grab-red-packet.ts';
import { placeOnlineDeposit } from '../deposits/deposit-fixtures.ts';
import { placeBet } from '../jobs/job-fixtures.ts';
import { beijing, insertDeposit, setCampaign } from '../red-packets/red-packet-fixtures.ts';
import { credit, memberWithToken } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { PAY_PASSWORD, payPasswords, withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';
import { requestWithdrawal } from '../../src/withdrawals/request-withdrawal.ts';

const bankOrder = { paytype: 'bank', amount: 100, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

/**
 * Every path that moves a member's money announces the member on the bus once it has committed: the
 * ledger marks the member (postTransfer) and the database's transaction wrapper publishes after COMMIT,
 * so no path needs code of its own.
 */
describe.each(testTargets)('balance events of every money path on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { paymentSandbox: true });
  afterEach(() => vi.restoreAllMocks());

  /** Resolves with the member's first balance event after this call (listening starts at once). */
  function nextEventFor(memberId: number): Promise<void> {
    return new Promise((resolve) => {
      const stop = context.app.events.subscribe(balancesChanged, ({ ids }) => {
        if (!ids.includes(memberId)) return;
        stop();
        resolve();
      });
    });
  }

  it('a deposit approved in the back office', async () => {
    const { memberId } = await memberWithToken(context.database.db);
    const order = await placeDeposit(context.database.db, memberId, bankOrder);
    const heard = nextEventFor(memberId);
    await approveDeposit(context.database.db, order.deposit_no);
    await heard;
  });

  it('a deposit paid through the sandbox provider (its callback)', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    const { payToken } = await placeOnlineDeposit(context.app, context.database.db, token, { paytype: 'usdt', catepay: 'TRC20', amount: 720 });
    const heard = nextEventFor(memberId);
    expect((await post(context.app, `/payment-sandbox/pay/${payToken}/complete`, { outcome: 'pay' })).body.code).toBe(200);
    await heard;
  });

  it('a withdrawal requested, then rejected in review', async () => {
    const { memberId, cardId } = await withdrawingMember(context.database.db, 100_000);
    let heard = nextEventFor(memberId);
    await requestWithdrawal(context.database.db, { memberId, payload: { amount: 300, bank: cardId, password: PAY_PASSWORD }, idempotencyKey: `events:${memberId}` }, payPasswords);
    await heard;
    const withdrawal = await context.database.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).executeTakeFirstOrThrow();
    heard = nextEventFor(memberId);
    await decideWithdrawal(context.database.db, withdrawal.id, 'reject');
    await heard;
  });

  it('a transfer between the main wallet and a venue', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    await credit(context.database.db, memberId, 10_000);
    const heard = nextEventFor(memberId);
    expect((await post(context.app, api.transfer.path, { amount: 50, sourcetype: PLATFORM_WALLET, targettype: 'ag' }, token)).body.code).toBe(200);
    await heard;
  });

  it('a round of the demo game', async () => {
    const { memberId } = await memberWithToken(context.database.db);
    await credit(context.database.db, memberId, 10_000, 'demo');
    const heard = nextEventFor(memberId);
    const launch = { id: 1, memberId, platformName: 'demo', gameCode: 'lucky-seven', gameName: 'test', createdAt: new Date().toISOString() };
    await playDemoRound(context.database.db, launch, 100, 'test');
    await heard;
  });

  it('a rebate claimed', async () => {
    const { memberId } = await memberWithToken(context.database.db);
    const yesterday = addDays(beijingDayOf(Date.now()), -1);
    await placeBet(context.database.db, memberId, { platformName: 'demo', validFen: 100_000, at: yesterday });
    await computeRebates(context.database.db, yesterday);
    const heard = nextEventFor(memberId);
    await claimRebates(context.database.db, memberId);
    await heard;
  });

  it('a red packet grabbed', async () => {
    await setCampaign(context.database.db);
    const { memberId } = await memberWithToken(context.database.db);
    await insertDeposit(context.database.db, memberId, 10_000, beijing('2026-11-20 18:00:00'));
    const heard = nextEventFor(memberId);
    await grabRedPacket(context.database.db, memberId, beijing('2026-11-21 10:30:00'));
    await heard;
  });

  it('never a movement that rolled back (a transfer refused for want of funds)', async () => {
    const refused = await memberWithToken(context.database.db);
    const seen: number[] = [];
    const stop = context.app.events.subscribe(balancesChanged, ({ ids }) => seen.push(...ids));
    expect((await post(context.app, api.transfer.path, { amount: 50, sourcetype: PLATFORM_WALLET, targettype: 'ag' }, refused.token)).body.code).not.toBe(200);
    // A later change of another member is heard after anything the refused transfer could have sent.
    const other = await memberWithToken(context.database.db);
    const heard = nextEventFor(other.memberId);
    await credit(context.database.db, other.memberId, 100);
    await heard;
    stop();
    expect(seen).not.toContain(refused.memberId);
  });
});
