import { api, messages, type BalanceResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { getOrCreateMainWallet, getOrCreateVenueWallet } from '../../../../src/ledger/accounts.ts';
import { postTransfer } from '../../../../src/ledger/post-transfer.ts';
import { findMemberByAccount } from '../../../../src/members/members-repository.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('POST /api/balance on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('answers the main wallet and the venue wallets together, in yuan', async () => {
    const login = await post<{ new_api_token: string }>(context.app, api.login_pc.path, { name: 'demo888', password: 'demo8888', code: 'ab12' });
    const token = login.body.data.new_api_token;
    expect((await post<BalanceResult>(context.app, api.balance.path, {}, token)).body).toEqual({
      code: 200,
      message: messages.server.success,
      data: { balance: 1000, gameblance: 0 },
    });

    const { id } = (await findMemberByAccount(context.database.db, 'demo888'))!;
    await context.database.db.transaction().execute(async (trx) => {
      const [main, venue] = [await getOrCreateMainWallet(trx, id), await getOrCreateVenueWallet(trx, id, 'demo')];
      await postTransfer(trx, {
        kind: 'transfer_in',
        idempotencyKey: `balance-test:${target.dialect}`,
        memberId: id,
        entries: [
          { accountId: main.id, amountFen: -25_001 },
          { accountId: venue.id, amountFen: 25_001 },
        ],
      });
    });
    expect((await post<BalanceResult>(context.app, api.balance.path, {}, token)).body.data).toEqual({ balance: 749.99, gameblance: 250.01 });
  });

  it('answers 401 without a token', async () => {
    const answer = await post(context.app, api.balance.path);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
  });
});
