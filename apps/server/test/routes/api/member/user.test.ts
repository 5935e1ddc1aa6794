import { api, messages, type UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { getOrCreateMainWallet, getOrCreateVenueWallet, houseAccount } from '../../../../src/ledger/accounts.ts';
import { postTransfer } from '../../../../src/ledger/post-transfer.ts';
import { findMemberByAccount } from '../../../../src/members/members-repository.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

const USER_INFO_FIELDS: Array<keyof UserInfo> = [
  'username', 'realname', 'birthday', 'email', 'mobile', 'balance', 'gameblance', 'avatar', 'isblack', 'status', 'isagent', 'vip',
  'current_vip', 'next_vip', 'paysum', 'usdtrate', 'transferstatus', 'withdrawcashfee', 'withdrawfeeusdttrc', 'withdrawusdtrate',
];

describe.each(testTargets)('POST /api/user and /api/refreshusermoney on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const demoToken = async () =>
    (await post<{ new_api_token: string }>(context.app, api.login_pc.path, { name: 'demo888', password: 'demo8888', code: 'ab12' })).body.data.new_api_token;

  it.each([api.user.path, api.refreshusermoney.path])('%s answers every UserInfo field', async (path) => {
    const answer = await post<UserInfo>(context.app, path, {}, await demoToken());
    expect(answer.body.code).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual([...USER_INFO_FIELDS].sort());
    expect(answer.body.data).toEqual({
      username: 'demo888',
      realname: '张三',
      birthday: '',
      email: '',
      mobile: '',
      balance: 1000,
      gameblance: 0,
      avatar: '',
      isblack: 0,
      status: 1,
      isagent: 0,
      vip: 0,
      current_vip: 'P0',
      next_vip: 'P1',
      paysum: 0,
      usdtrate: 7.2,
      transferstatus: 0,
      withdrawcashfee: 5,
      withdrawfeeusdttrc: 1,
      withdrawusdtrate: 7.3,
    });
  });

  it('shows venue wallets together as gameblance, the level as P<vip> and paysum in yuan', async () => {
    const member = await registerMember(context.app);
    const { id } = (await findMemberByAccount(context.database.db, member.account))!;
    await context.database.db.updateTable('members').set({ vip: 3, paysum_fen: 123_456 }).where('id', '=', id).execute();
    await context.database.db.transaction().execute(async (trx) => {
      const main = await getOrCreateMainWallet(trx, id);
      const [ag, pg] = [await getOrCreateVenueWallet(trx, id, 'ag'), await getOrCreateVenueWallet(trx, id, 'pg')];
      await postTransfer(trx, {
        kind: 'test_adjust',
        idempotencyKey: `user-test:${id}`,
        entries: [
          { accountId: main.id, amountFen: 2_050 },
          { accountId: ag.id, amountFen: 1_025 },
          { accountId: pg.id, amountFen: 10 },
          { accountId: (await houseAccount(trx, 'bonus')).id, amountFen: -3_085 },
        ],
      });
    });
    const data = (await post<UserInfo>(context.app, api.user.path, {}, member.token)).body.data;
    expect(data).toMatchObject({ balance: 20.5, gameblance: 10.35, vip: 3, current_vip: 'P3', next_vip: 'P4', paysum: 1234.56 });
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty Bearer token', 'Bearer '],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a malformed token', 'Bearer not-a-token'],
    ['another scheme', 'Basic ZGVtbzg4ODpkZW1vODg4OA=='],
  ])('answers HTTP 401 and the envelope for %s', async (_, authorization) => {
    const response = await context.app.inject({ method: 'POST', url: api.user.path, headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
  });
});
