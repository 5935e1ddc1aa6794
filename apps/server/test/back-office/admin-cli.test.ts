import { describe, expect, it } from 'vitest';
import { messages } from '@lobby/contract';
import { placeDeposit } from '../../src/deposits/place-deposit.ts';
import { requestWithdrawal } from '../../src/withdrawals/request-withdrawal.ts';
import { mainBalanceFen } from '../deposits/deposit-fixtures.ts';
import { accountsOf, PAY_PASSWORD, payPasswords, withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';
import { useAdminCli } from '../support/admin-cli.ts';
import { firstRows } from '../support/rows.ts';


describe('npm run admin (back-office CLI)', () => {
  const cli = useAdminCli();
  const { admin } = cli;

  it('lists and approves a bank deposit and decides withdrawals on the database of DATABASE_URL', async () => {
    const { memberId, cardId } = await withdrawingMember(cli.db, 50_000);
    const deposit = await placeDeposit(cli.db, memberId, { paytype: 'bank', amount: 600, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' });
    expect((await admin('deposits')).stdout).toContain(deposit.deposit_no);
    expect((await admin('approve-deposit', deposit.deposit_no)).stdout.trim()).toBe(messages.backOffice.depositApproved);
    expect(await mainBalanceFen(cli.db, memberId)).toBe(110_000);
    await expect(admin('approve-deposit', deposit.deposit_no)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(messages.backOffice.notPending) });

    // A withdrawal needs the deposit's turnover first: clear it with a bet.
    await cli.db.insertInto('bet_records').values({ bet_id: `cli-${memberId}`, member_id: memberId, platform_name: 'demo', game_code: 'slot', game_name: 'slot', bet_amount_fen: 60_000, valid_bet_fen: 60_000, win_loss_fen: 0, status: 1, bet_time: new Date(Date.now() + 1000).toISOString(), playname: 'slot', playmemo: '' }).execute();
    for (const key of ['cli-1', 'cli-2']) {
      await requestWithdrawal(cli.db, { memberId, payload: { amount: 100, bank: cardId, password: PAY_PASSWORD }, idempotencyKey: key }, payPasswords);
    }
    const [first, second] = firstRows(await cli.db.selectFrom('withdrawals').select(['id', 'withdraw_no']).where('member_id', '=', memberId).orderBy('id').execute(), 2);
    expect((await admin('withdrawals')).stdout).toContain(first.withdraw_no);
    expect((await admin('approve-withdrawal', String(first.id))).stdout.trim()).toBe(messages.backOffice.withdrawalApproved);
    expect((await admin('reject-withdrawal', String(second.id))).stdout.trim()).toBe(messages.backOffice.withdrawalRejected);
    expect(await accountsOf(cli.db, memberId)).toEqual({ main: 100_000, held: 0 });
  }, 60_000);

  it('shows its usage for an unknown command or a malformed id', async () => {
    await expect(admin('sideways')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
    await expect(admin('approve-withdrawal', 'abc')).rejects.toMatchObject({ code: 2 });
    // An id no INTEGER column holds is malformed too: PostgreSQL would refuse the query itself.
    await expect(admin('approve-withdrawal', '2147483648')).rejects.toMatchObject({ code: 2 });
    await expect(admin('approve-agent', '9223372036854775808')).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
