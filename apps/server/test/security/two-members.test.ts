/**
 * Two members, A and B, each with data of every kind (cards and wallets, deposits, a withdrawal,
 * transfers, demo-venue bets, rebates, a red packet, in-site messages, promotion and agent
 * applications, an avatar, sessions). Then every call of the contract that needs a session is made by
 * one member, with the other's ids, numbers and names where the call takes any: the answer carries
 * nothing of the other member (texts and amounts, see tracesOf) and nothing the other owns changes
 * (every row with the other's member_id, found by introspection, and the other's ledger entries).
 * The last test fails when the contract gains a member call that nobody has classified here.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  allCalls,
  api,
  CARD_LIST_TYPES,
  fenToYuan,
  formatYuan,
  messages,
  PLATFORM_WALLET,
  REBATE_STATE,
  type Activity,
  type CallKey,
  type Paged,
} from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../src/auth/tokens.ts';
import { maskBankNumber } from '../../src/cards/card-kinds.ts';
import { userInfo } from '../../src/members/user-info.ts';
import { signCallback } from '../../src/payment-sandbox/sandbox-signature.ts';
import { computeRebates } from '../../src/rebates/compute-rebates.ts';
import { memberRedPacket } from '../../src/red-packets/red-packet-campaign.ts';
import { redPacketClock } from '../../src/red-packets/red-packet-clock.ts';
import { requiredTurnoverFen } from '../../src/withdrawals/turnover-requirement.ts';
import { setCampaign } from '../red-packets/red-packet-fixtures.ts';
import { bankCard, usdtWallet } from '../routes/api/cards/cards-fixtures.ts';
import { walletFen, walletsOf } from '../routes/api/games/games-fixtures.ts';
import { memberOwnedTables, memberRows } from '../support/member-rows.ts';
import { multipartFile, PNG_BYTES } from '../support/multipart-body.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp, type Answer } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import {
  callAs,
  redPacketDays,
  setUpMember,
  tracesIn,
  tracesOf,
  type MemberProfile,
  type TwoMemberMember,
} from '../support/two-member-fixtures.ts';
import { firstRows } from '../support/rows.ts';

const PROFILE_A: MemberProfile = {
  realname: '司马甲',
  password: 'abcd1234',
  payPassword: '654321',
  email: 'sima.jia@example.com',
  mobile: '13800001357',
  birthday: '1988-08-08',
  bankNo: '6225880212343571',
  usdtAddress: 'TSimaJiaUsdtWalletAddr0000000001',
  antokenAddress: 'TSimaJiaAntokenWalletAddr00000002',
  mainFen: 300_000,
  pgFen: 12_345,
  withdrawYuan: 345.67,
  transferYuan: 56.78,
  onlineDepositYuan: 234.56,
  demoBetYuan: 1.23,
  // 100.00 deposited, 246.80 bet after it: no turnover left.
  redPacketDepositFen: 10_000,
  rebateBetFen: 24_680,
  activityAmount: 1357,
  messageTitle: '致司马甲的私信',
};

const PROFILE_B: MemberProfile = {
  realname: '欧阳乙',
  password: 'wxyz9876',
  payPassword: '135790',
  email: 'ouyang.yi@example.com',
  mobile: '13900002468',
  birthday: '1987-07-07',
  bankNo: '6216610098768642',
  usdtAddress: 'TOuyangYiUsdtWalletAddr00000003',
  antokenAddress: 'TOuyangYiAntokenWalletAddr0000004',
  mainFen: 900_000,
  pgFen: 876_543,
  withdrawYuan: 654.32,
  transferYuan: 987.65,
  onlineDepositYuan: 4321.87,
  demoBetYuan: 3.21,
  // 5,000.00 deposited, 888.88 bet after it: turnover still required, and three red-packet grabs a day.
  redPacketDepositFen: 500_000,
  rebateBetFen: 88_888,
  activityAmount: 2468,
  messageTitle: '致欧阳乙的私信',
  agent: { mobile: '13700002468', apply_info: '欧阳乙的推广渠道' },
};

/**
 * Calls that take no id, number or name of anything a member owns and answer site data only. The
 * claim is tested, not trusted: both members get the same answer, with nothing of either in it.
 */
const SITE_DATA_CALLS: Partial<Record<CallKey, Record<string, unknown>>> = {
  balancelist: {},
  banklist: {},
  get_pay_way: {},
  getPayRange: { type: 'bank' },
  getpaybank: {},
  uservip: {},
  activitydeatil: { id: 1 },
};

const HAN = /\p{Script=Han}/u;
/** Answers are read field by field and checked against the database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each answer's fields are compared with rows, whatever the call
type Data = any;

describe.each(testTargets)('two members on $dialect: neither reads nor changes the other', (target) => {
  if (skipWhenUnavailable(target)) return;
  const avatarDir = mkdtempSync(join(tmpdir(), 'lobby-two-members-'));
  afterAll(() => rmSync(avatarDir, { recursive: true, force: true }));
  const context = useTestApp(target, { avatarDir, paymentSandbox: true });
  const members = {} as { a: TwoMemberMember; b: TwoMemberMember };
  const db = () => context.database.db;

  beforeAll(async () => {
    vi.spyOn(redPacketClock, 'now').mockReturnValue(redPacketDays().grabTime);
    await setCampaign(db(), { start_date: '2000-01-01', end_date: '2099-12-31' });
    const activities = (await post<Paged<Activity>>(context.app, api.activitylist.path)).body.data.data;
    const [first, second] = firstRows(activities.filter((activity) => activity.can_apply === 1), 2);
    members.a = await setUpMember(context.app, context.database, PROFILE_A, first.id);
    members.b = await setUpMember(context.app, context.database, PROFILE_B, second.id);
    await computeRebates(db(), redPacketDays().yesterday);
  }, 120_000);
  afterAll(() => vi.restoreAllMocks());

  /** The calls made by the running probe: each probe must make every call it claims to cover. */
  let madeCalls = new Set<CallKey>();
  const call = <T = Data>(key: CallKey, member: TwoMemberMember, payload: Record<string, unknown> = {}, params: Record<string, string> = {}) => {
    madeCalls.add(key);
    return callAs<T>(context.app, key, member.token, payload, params);
  };
  const uploadAvatar = (member: TwoMemberMember) => {
    madeCalls.add('uploadimg');
    return context.app.inject({ method: 'POST', url: api.uploadimg.path, ...multipartFile(PNG_BYTES, { authorization: `Bearer ${member.token}` }) });
  };

  /** Calls covered by a probe with one member's ids against the other's data (collected as the probes are declared). */
  const probedCalls = new Set<CallKey>();
  function probe(calls: CallKey[], title: string, body: () => Promise<void>) {
    calls.forEach((key) => probedCalls.add(key));
    it(`${calls.join(', ')}: ${title}`, async () => {
      madeCalls = new Set();
      await body();
      expect(calls.filter((key) => !madeCalls.has(key)), 'claimed but not called').toEqual([]);
    });
  }

  /** Nothing of `owner` in the answer. */
  async function expectNoTraceOf(owner: TwoMemberMember, answer: unknown) {
    expect(tracesIn(answer, await tracesOf(context.database, owner)), `${owner.profile.realname}'s data in another member's answer`).toEqual([]);
  }

  /** Every row the members own is the same after `act` as before; of the callers (A unless told), all but when their sessions were last used. */
  async function expectUntouched(owners: TwoMemberMember[], act: () => Promise<void>, callers = [members.a]) {
    const snapshot = () => Promise.all(owners.map((owner) => memberRows(context.database, owner.id, { ignoreSessionUse: callers.includes(owner) })));
    const before = await snapshot();
    await act();
    expect(await snapshot()).toEqual(before);
  }

  /** A refusal with a Chinese message and no data. */
  function expectRefusal(answer: Answer, code: number, message: string) {
    expect(answer.body).toEqual({ code, message, data: null });
    expect(message).toMatch(HAN);
  }

  const venueTotalFen = (wallets: Record<string, number>) =>
    Object.entries(wallets).reduce((sum, [where, fen]) => (where === 'main' || where === 'held' ? sum : sum + fen), 0);

  it('gave the two members different data of every kind to tell apart', async () => {
    const { a, b } = members;
    const [walletsA, walletsB] = [await walletsOf(db(), a.id), await walletsOf(db(), b.id)];
    expect(walletsA.pg).toBeGreaterThan(0);
    expect(walletsB.pg).toBeGreaterThan(walletFen(walletsA, 'pg'));
    expect(walletsA.main).not.toBe(walletsB.main);
    expect(await requiredTurnoverFen(db(), a.id)).toBe(0);
    expect(await requiredTurnoverFen(db(), b.id)).toBeGreaterThan(0);
    const pending = (memberId: number) =>
      db().selectFrom('rebates').select('id').where('member_id', '=', memberId).where('state', '=', REBATE_STATE.unclaimed).execute();
    expect(await pending(a.id)).toHaveLength(1);
    expect(await pending(b.id)).toHaveLength(1);
    // The snapshots compare every table with a member_id, these among them.
    expect(await memberOwnedTables(context.database)).toEqual(
      expect.arrayContaining(['accounts', 'activity_applications', 'agent_applications', 'api_tokens', 'bet_records', 'deposits', 'game_launch_tickets']),
    );
    expect(await memberOwnedTables(context.database)).toEqual(
      expect.arrayContaining(['ledger_transactions', 'member_messages', 'rebates', 'red_packet_daily_grabs', 'red_packet_grabs', 'saved_cards', 'withdrawals']),
    );
    const [tracesA, tracesB] = [await tracesOf(context.database, a), await tracesOf(context.database, b)];
    // Each member's own traces are many, and none is shared.
    for (const trace of [tracesA, tracesB]) expect(trace.texts.length).toBeGreaterThan(15);
    expect(tracesA.texts.filter((text) => tracesB.texts.some((other) => other.includes(text) || text.includes(other)))).toEqual([]);
  });

  // ---------------------------------------------------------------- reads of the caller's own data

  interface ReadProbe {
    call: CallKey;
    variant?: string;
    payload?: (viewer: TwoMemberMember) => Record<string, unknown>;
    params?: Record<string, string>;
    /** The answer is the viewer's own data, checked against the database. */
    own: (data: Data, viewer: TwoMemberMember) => Promise<void>;
  }

  const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
  const cardsOf = (memberId: number, listType: number) =>
    db().selectFrom('saved_cards').select(['id', 'bank_no']).where('member_id', '=', memberId).where('list_type', '=', listType).orderBy('id').execute();

  const readProbes: ReadProbe[] = [
    {
      call: 'user',
      own: async (data, viewer) => {
        expect(data.username).toBe(viewer.account);
        expect(data).toEqual(await userInfo(db(), viewer.id));
      },
    },
    { call: 'refreshusermoney', own: async (data, viewer) => expect(data).toEqual(await userInfo(db(), viewer.id)) },
    {
      call: 'balance',
      own: async (data, viewer) => {
        const wallets = await walletsOf(db(), viewer.id);
        expect(data).toEqual({ balance: fenToYuan(walletFen(wallets, 'main')), gameblance: fenToYuan(venueTotalFen(wallets)) });
      },
    },
    {
      call: 'balancelist2',
      own: async (data, viewer) => {
        const wallets = await walletsOf(db(), viewer.id);
        expect(data.length).toBeGreaterThan(2);
        for (const venue of data) expect(venue.balance, venue.platname).toBe(fenToYuan(wallets[venue.platname] ?? 0));
      },
    },
    ...['pg', 'ag'].map(
      (platname): ReadProbe => ({
        call: 'userapimoney',
        variant: platname,
        params: { platname },
        own: async (data, viewer) => expect(data.balance).toBe(fenToYuan(walletFen(await walletsOf(db(), viewer.id), platname))),
      }),
    ),
    ...[CARD_LIST_TYPES.bank, CARD_LIST_TYPES.usdt, CARD_LIST_TYPES.antoken].map(
      (type): ReadProbe => ({
        call: 'getcard',
        variant: `type ${type}`,
        payload: () => ({ type }),
        own: async (data, viewer) => {
          const cards = await cardsOf(viewer.id, type);
          expect(cards.length).toBeGreaterThan(0);
          expect(ids(data)).toEqual(ids(cards));
          expect(data.map((card: { bank_no: string }) => card.bank_no)).toEqual(
            cards.map((card) => (type === CARD_LIST_TYPES.bank ? maskBankNumber(card.bank_no) : card.bank_no)),
          );
        },
      }),
    ),
    {
      call: 'payinfo',
      variant: 'own order',
      payload: (viewer) => ({ deposit_no: viewer.depositNo }),
      own: async (data, viewer) => {
        expect(data.deposit_no).toBe(viewer.depositNo);
        expect(data.info.amount).toBe(viewer.profile.onlineDepositYuan);
        expect(data.url).toContain(viewer.payToken);
      },
    },
    { call: 'getBetAmount', own: async (data, viewer) => expect(data).toEqual({ bet_amount: fenToYuan(await requiredTurnoverFen(db(), viewer.id)) }) },
    {
      call: 'userredpacket',
      payload: () => ({ page: 1 }),
      own: async (data, viewer) => {
        expect(data).toEqual(await memberRedPacket(db(), viewer.id, redPacketClock.now()));
        expect(data.acquirednum).toBe(1);
      },
    },
    {
      call: 'noticeList',
      payload: () => ({ page: 1 }),
      own: async (data, viewer) => expect(data.data.map((notice: { title: string }) => notice.title)).toContain(viewer.profile.messageTitle),
    },
    {
      call: 'betrecord',
      payload: () => ({ date: 3, page: 1, api_type: '' }),
      own: async (data, viewer) => {
        const bets = await db().selectFrom('bet_records').select('bet_id').where('member_id', '=', viewer.id).execute();
        expect(bets.length).toBeGreaterThan(1);
        expect(data.data.map((row: { bet_id: string }) => row.bet_id).sort()).toEqual(bets.map((bet) => bet.bet_id).sort());
      },
    },
    {
      call: 'gettransrecord',
      variant: 'deposits',
      payload: () => ({ type: 1, date: 4, page: 1, api_type: '' }),
      own: async (data, viewer) => {
        const deposits = await db().selectFrom('deposits').select('deposit_no').where('member_id', '=', viewer.id).execute();
        expect(data.data.map((row: { out_trade_no: string }) => row.out_trade_no).sort()).toEqual(deposits.map((row) => row.deposit_no).sort());
      },
    },
    {
      call: 'gettransrecord',
      variant: 'withdrawals',
      payload: () => ({ type: 2, date: 4, page: 1, api_type: '' }),
      own: async (data, viewer) => {
        const withdrawals = await db().selectFrom('withdrawals').select('withdraw_no').where('member_id', '=', viewer.id).execute();
        expect(withdrawals.length).toBeGreaterThan(0);
        expect(data.data.map((row: { out_trade_no: string }) => row.out_trade_no).sort()).toEqual(withdrawals.map((row) => row.withdraw_no).sort());
      },
    },
    {
      call: 'gettransrecord',
      variant: 'transfers in',
      payload: () => ({ type: 3, date: 4, page: 1, api_type: '' }),
      own: async (data, viewer) => expect(data.data.map((row: { amount: number }) => row.amount)).toEqual([viewer.profile.transferYuan]),
    },
    {
      call: 'getfanshui',
      payload: () => ({ type: '', date: 4, page: 1, api_type: '' }),
      own: async (data, viewer) => {
        const rows = await db().selectFrom('rebates').select(['money_fen', 'state']).where('member_id', '=', viewer.id).execute();
        const sum = (state: number) => fenToYuan(rows.filter((row) => row.state === state).reduce((total, row) => total + Number(row.money_fen), 0));
        expect(data.list.total).toBe(rows.length);
        expect({ jisuan: data.jisuan, nojisuan: data.nojisuan }).toEqual({ jisuan: sum(REBATE_STATE.claimed), nojisuan: sum(REBATE_STATE.unclaimed) });
        expect(data.list.data.map((row: { money: number }) => row.money)).toEqual(rows.map((row) => fenToYuan(Number(row.money_fen))));
      },
    },
    {
      call: 'activityApplyLog',
      payload: () => ({ page: 1 }),
      own: async (data, viewer) => {
        const titles = await db()
          .selectFrom('activity_applications as application')
          .innerJoin('activities as activity', 'activity.id', 'application.activity_id')
          .select('activity.title')
          .where('application.member_id', '=', viewer.id)
          .execute();
        expect(titles.length).toBeGreaterThan(0);
        expect(data.data.map((row: { activity_name: string }) => row.activity_name)).toEqual(titles.map((row) => row.title));
      },
    },
    {
      call: 'redpacket',
      payload: () => ({ page: 1 }),
      own: async (data, viewer) => {
        const grabs = await db().selectFrom('red_packet_grabs').select(['amount_fen', 'recharge_fen']).where('member_id', '=', viewer.id).execute();
        expect(grabs).toHaveLength(1);
        expect(data.data.map((row: { money: number; redpacketmoney: number }) => [row.money, row.redpacketmoney])).toEqual(
          grabs.map((grab) => [fenToYuan(Number(grab.recharge_fen)), fenToYuan(Number(grab.amount_fen))]),
        );
      },
    },
  ];

  describe.each(readProbes.map((probe) => [`${probe.call}${probe.variant ? ` (${probe.variant})` : ''}`, probe] as const))(
    '%s answers the caller only the caller\'s data',
    (_name, probe) => {
      it.each([
        ['A', 'B'],
        ['B', 'A'],
      ] as const)('%s asks, nothing of %s is in the answer or changes', async (viewerName, otherName) => {
        const [viewer, other] = [members[viewerName.toLowerCase() as 'a' | 'b'], members[otherName.toLowerCase() as 'a' | 'b']];
        await expectUntouched(
          [other],
          async () => {
            const answer = await call(probe.call, viewer, probe.payload?.(viewer), probe.params);
            expect(answer.body.code, answer.body.message).toBe(200);
            await probe.own(answer.body.data, viewer);
            await expectNoTraceOf(other, answer.body);
          },
          [viewer],
        );
      });
    },
  );

  // ---------------------------------------------------------------- site data: the same for both

  it.each(Object.entries(SITE_DATA_CALLS))('%s answers both members the same site data, nothing of either', async (key, payload) => {
    const { a, b } = members;
    await expectUntouched([a, b], async () => {
      const [forA, forB] = [await call(key as CallKey, a, payload), await call(key as CallKey, b, payload)];
      expect(forA.body.code, forA.body.message).toBe(200);
      expect(forA.body).toEqual(forB.body);
      await expectNoTraceOf(a, forA.body);
      await expectNoTraceOf(b, forA.body);
    }, [a, b]);
  });

  // ---------------------------------------------------------------- A with B's ids, numbers and names

  probe(['delcard'], "B's card and wallet ids are refused like unknown ones, with A's right payment password", async () => {
    const { a, b } = members;
    const unknown = await call('delcard', a, { id: 999_999_999, pay_pass: a.profile.payPassword });
    expectRefusal(unknown, 404, messages.card.notFound);
    await expectUntouched([a, b], async () => {
      for (const id of Object.values(b.cardIds)) {
        const answer = await call('delcard', a, { id, pay_pass: a.profile.payPassword });
        expect(answer.body).toEqual(unknown.body);
        await expectNoTraceOf(b, answer.body);
      }
    });
  });

  probe(['bindcard', 'delcard'], "A may bind B's card number and wallet address, answered like any new number, and B's entries stay B's", async () => {
    const { a, b } = members;
    await expectUntouched([b], async () => {
      const fresh = await call('bindcard', a, bankCard({ bank_no: '6225880299990001', bank_owner: a.profile.realname, pay_pass: a.profile.payPassword }));
      const taken = await call('bindcard', a, bankCard({ bank_no: b.profile.bankNo, bank_owner: a.profile.realname, pay_pass: a.profile.payPassword }));
      const wallet = await call('bindcard', a, usdtWallet({ bank_no: b.profile.usdtAddress, pay_pass: a.profile.payPassword }));
      expect(fresh.body).toEqual({ code: 200, message: messages.card.bound, data: null });
      expect(taken.body).toEqual(fresh.body);
      expect(wallet.body).toEqual(fresh.body);
    });
    // A's copies are A's rows with A's ids; unbinding them leaves B's.
    const copies = await db()
      .selectFrom('saved_cards')
      .select(['id', 'member_id'])
      .where('bank_no', 'in', ['6225880299990001', b.profile.bankNo, b.profile.usdtAddress])
      .where('member_id', '=', a.id)
      .execute();
    expect(copies).toHaveLength(3);
    expect(ids(copies).filter((id) => Object.values(b.cardIds).includes(id))).toEqual([]);
    await expectUntouched([b], async () => {
      for (const { id } of copies) expect((await call('delcard', a, { id, pay_pass: a.profile.payPassword })).body.code).toBe(200);
    });
  });

  probe(['payinfo'], "B's deposit number is refused like an unknown one", async () => {
    const { a, b } = members;
    const unknown = await call('payinfo', a, { deposit_no: 'D20990101000000000' });
    expectRefusal(unknown, 404, messages.deposit.unknownOrder);
    await expectUntouched([a, b], async () => {
      const answer = await call('payinfo', a, { deposit_no: b.depositNo });
      expect(answer.body).toEqual(unknown.body);
    });
  });

  probe(['withdraw'], "B's card and wallet ids are refused like unknown ones, then the same request with A's own card goes through", async () => {
    const { a, b } = members;
    const request = (bank: number) => call('withdraw', a, { amount: 123.45, bank, password: a.profile.payPassword });
    const unknown = await request(999_999_999);
    expectRefusal(unknown, 400, messages.withdrawal.accountNotFound);
    await expectUntouched([a, b], async () => {
      for (const id of Object.values(b.cardIds)) expect((await request(id)).body).toEqual(unknown.body);
    });
    await expectUntouched([b], async () => {
      expect((await request(a.cardIds.bank)).body).toEqual({ code: 200, message: messages.withdrawal.submitted, data: null });
    });
  });

  probe(['userapimoney'], "a member's name or number is no venue", async () => {
    const { a, b } = members;
    await expectUntouched([a, b], async () => {
      for (const platname of [b.account, String(b.id), b.depositNo]) {
        const answer = await call('userapimoney', a, {}, { platname });
        expectRefusal(answer, 404, messages.transfer.unknownPlatform);
      }
    });
  });

  probe(['transfer'], 'A cannot move more out of a venue than A holds there, whatever B holds; A can move what A holds', async () => {
    const { a, b } = members;
    const heldByA = walletFen(await walletsOf(db(), a.id), 'pg');
    const out = (fen: number) => call('transfer', a, { amount: formatYuan(fenToYuan(fen)), sourcetype: 'pg', targettype: PLATFORM_WALLET });
    await expectUntouched([a, b], async () => {
      expectRefusal(await out(heldByA + 1), 400, messages.transfer.insufficientBalance);
    });
    await expectUntouched([b], async () => {
      expect((await out(heldByA)).body).toEqual({ code: 200, message: messages.transfer.success, data: null });
    });
    expect((await walletsOf(db(), a.id)).pg).toBe(0);
  });

  probe(['getGameUrl', 'transfer'], "with the demo venue: A's launch shows and plays A's venue wallet only; A's session token is no ticket", async () => {
    const { a, b } = members;
    await call('transfer', a, { amount: 10, sourcetype: PLATFORM_WALLET, targettype: 'pg' });
    await expectUntouched([b], async () => {
      const launch = await call('getGameUrl', a, { plat_name: 'pg', is_mobile_url: 1 });
      expect(launch.body.code).toBe(200);
      await expectNoTraceOf(b, launch.body);
      const url = new URL(launch.body.data.url);
      const page = await context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.body).toContain(`<strong id="balance">${formatYuan(fenToYuan(walletFen(await walletsOf(db(), a.id), 'pg')))}</strong>`);
      await expectNoTraceOf(b, page.body);

      const round = await post(context.app, '/demo-venue/round', { ticket: url.searchParams.get('ticket'), amount: '1.00' });
      expect(round.body.code).toBe(200);
      expect((round.body.data as { balance: number }).balance).toBe(fenToYuan(walletFen(await walletsOf(db(), a.id), 'pg')));
    });
    await expectUntouched([a, b], async () => {
      for (const ticket of [a.token, b.depositNo, b.account]) {
        expectRefusal(await post(context.app, '/demo-venue/round', { ticket, amount: '1.00' }), 401, messages.demoVenue.ticketInvalid);
        const page = await context.app.inject({ method: 'GET', url: `/demo-venue/play?ticket=${encodeURIComponent(ticket)}` });
        expect(page.body).not.toContain('id="balance"');
        await expectNoTraceOf(b, page.body);
      }
    });
  });

  probe(['uptransferstatus', 'getGameUrl', 'transall'], 'free transfer on, a launch, then recovery: only A\'s wallets are swept', async () => {
    const { a, b } = members;
    await expectUntouched([b], async () => {
      expect((await call('uptransferstatus', a, { transferstatus: 1 })).body.code).toBe(200);
      expect((await call('getGameUrl', a, { plat_name: 'ag', is_mobile_url: 1 })).body.code).toBe(200);
      const swept = await walletsOf(db(), a.id);
      expect(swept.main).toBe(0);
      expect(swept.ag).toBe(venueTotalFen(swept));
      expect((await call('uptransferstatus', a, { transferstatus: 0 })).body.code).toBe(200);
      expect((await call('transall', a)).body).toEqual({ code: 200, message: messages.game.recovered, data: null });
      expect(venueTotalFen(await walletsOf(db(), a.id))).toBe(0);
    });
  });

  probe(['editPassword'], "B's password is not A's old password; A's change revokes A's sessions, never B's", async () => {
    const { a, b } = members;
    const change = (old: string, next: string) => call('editPassword', a, { password: old, paypassword: next, newpasword: next });
    await expectUntouched([a, b], async () => {
      expectRefusal(await change(b.profile.password, 'efgh5678'), 400, messages.password.wrongOld);
    });
    await expectUntouched([b], async () => {
      expect((await change(a.profile.password, 'efgh5678')).body).toEqual({ code: 200, message: messages.password.changed, data: null });
    });
    expect((await call('user', a)).status).toBe(401);
    expect((await call('user', b)).body.data.username).toBe(b.account);
    a.profile = { ...a.profile, password: 'efgh5678' };
    a.token = await issueToken(db(), a.id);
  });

  probe(['editPayPassword'], "B's payment password is not A's old one; A's change leaves B's", async () => {
    const { a, b } = members;
    const change = (old: string, next: string) => call('editPayPassword', a, { password: old, paypassword: next, newpasword: next });
    await expectUntouched([a, b], async () => {
      expectRefusal(await change(b.profile.payPassword, '246802'), 400, messages.password.wrongOld);
    });
    await expectUntouched([b], async () => {
      expect((await change(a.profile.payPassword, '246802')).body.code).toBe(200);
      expect((await change('246802', a.profile.payPassword)).body.code).toBe(200);
    });
  });

  probe(['dofanshui'], "A claims A's rebate only; B's stays pending and A is then told there is nothing to claim", async () => {
    const { a, b } = members;
    const pendingFen = async (memberId: number) =>
      (await db().selectFrom('rebates').select('money_fen').where('member_id', '=', memberId).where('state', '=', REBATE_STATE.unclaimed).execute()).reduce(
        (sum, row) => sum + Number(row.money_fen),
        0,
      );
    const mine = await pendingFen(a.id);
    expect(mine).toBeGreaterThan(0);
    expect(await pendingFen(b.id)).toBeGreaterThan(0);
    await expectUntouched([b], async () => {
      const claimed = await call('dofanshui', a);
      expect(claimed.body).toEqual({ code: 200, message: messages.rebate.claimedAmount(formatYuan(fenToYuan(mine))), data: null });
      expectRefusal(await call('dofanshui', a), 400, messages.rebate.nothingToClaim);
    });
  });

  probe(['douserredpacket'], "A's grabs are A's, counted on A's deposits; B's grabs left do not let A grab", async () => {
    const { a, b } = members;
    expect((await memberRedPacket(db(), b.id, redPacketClock.now())).sendnums).toBeGreaterThan(0);
    await expectUntouched([a, b], async () => {
      expectRefusal(await call('douserredpacket', a), 403, messages.redPacket.noGrabsLeft);
    });
  });

  probe(['doactivityapply', 'applyagentdo'], "B's pending applications neither block A nor change", async () => {
    const { a, b } = members;
    await expectUntouched([b], async () => {
      expect((await call('doactivityapply', a, { activityid: b.activityId, amount: 500 })).body).toEqual({ code: 200, message: messages.activity.applied, data: null });
      expect((await call('applyagentdo', a, { mobile: '13600001357', apply_info: '司马甲的申请' })).body).toEqual({ code: 200, message: messages.agent.submitted, data: null });
    });
  });

  probe(['updateuserinfo', 'uptransferstatus', 'recharge'], "they change A's rows only", async () => {
    const { a, b } = members;
    await expectUntouched([b], async () => {
      const profile = { email: 'sima.jia.new@example.com', mobile: '13800002469', birthday: '1989-09-09' };
      expect((await call('updateuserinfo', a, profile)).body.code).toBe(200);
      expect((await call('user', a)).body.data).toMatchObject(profile);
      expect((await call('uptransferstatus', a, { transferstatus: 1 })).body.code).toBe(200);
      expect((await call('user', a)).body.data.transferstatus).toBe(1);
      expect((await call('uptransferstatus', a, { transferstatus: 0 })).body.code).toBe(200);
      const placed = await call('recharge', a, { paytype: 'alipay', amount: 135.79 });
      expect(placed.body.code).toBe(200);
      await expectNoTraceOf(b, placed.body);
    });
  });

  probe(['uploadimg'], "A's new avatar replaces A's file, never B's", async () => {
    const { a, b } = members;
    const avatarOf = async (memberId: number) => (await db().selectFrom('members').select('avatar').where('id', '=', memberId).executeTakeFirstOrThrow()).avatar;
    const fileOf = (avatar: string) => join(avatarDir, avatar.split('/').at(-1)!);
    const [before, bAvatar] = [await avatarOf(a.id), await avatarOf(b.id)];
    expect(existsSync(fileOf(bAvatar))).toBe(true);
    await expectUntouched([b], async () => {
      const upload = await uploadAvatar(a);
      expect(upload.json().code).toBe(200);
      await expectNoTraceOf(b, upload.json());
    });
    expect(await avatarOf(a.id)).not.toBe(before);
    expect(existsSync(fileOf(before))).toBe(false);
    expect(existsSync(fileOf(bAvatar))).toBe(true);
  });

  probe(['logoff'], "A's logoff ends the session it presents, not A's other one and none of B's", async () => {
    const { a, b } = members;
    const second = { ...a, token: await issueToken(db(), a.id) };
    await expectUntouched([b], async () => {
      expect((await call('logoff', second)).body.code).toBe(200);
    });
    expect((await call('user', second)).status).toBe(401);
    expect((await call('user', a)).status).toBe(200);
    expect((await call('user', b)).status).toBe(200);
  });

  it("the payment sandbox: B's deposit number opens no page and settles nothing, with or without a signature A could make", async () => {
    const { a, b } = members;
    const own = await context.app.inject({ method: 'GET', url: `/payment-sandbox/pay/${encodeURIComponent(a.payToken)}` });
    expect(own.body).toContain(a.depositNo);
    await expectUntouched([a, b], async () => {
      const page = await context.app.inject({ method: 'GET', url: `/payment-sandbox/pay/${encodeURIComponent(b.depositNo)}` });
      expect(page.body).toContain(messages.paymentSandbox.unknownOrder);
      await expectNoTraceOf(b, page.body);
      const complete = await post(context.app, `/payment-sandbox/pay/${encodeURIComponent(b.depositNo)}/complete`, { outcome: 'pay' });
      expectRefusal(complete, 404, messages.paymentSandbox.unknownOrder);
      const forged = await post(context.app, '/payment-sandbox/callback', { deposit_no: b.depositNo, outcome: 'pay', sign: signCallback(a.depositNo, 'pay') });
      expectRefusal(forged, 403, messages.paymentSandbox.invalidSignature);
    });
  });

  it("the back office: A's session token approves none of B's orders", async () => {
    const { a, b } = members;
    await expectUntouched([a, b], async () => {
      for (const authorization of [`Bearer ${a.token}`, `Admin ${a.token}`]) {
        const answer = await context.app.inject({ method: 'POST', url: `/admin/api/deposits/${b.depositNo}/approve`, headers: { authorization } });
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ code: 401, message: messages.backOffice.unauthorized, data: null });
      }
    });
  });

  // ---------------------------------------------------------------- every member call is classified

  it('covers every call of the contract that needs or reads a session (a new one fails here until classified)', () => {
    const sessionCalls = allCalls.filter(([, definition]) => definition.auth !== 'none').map(([key]) => key);
    const probed = new Set<CallKey>([...readProbes.map((read) => read.call), ...probedCalls]);
    const classified = new Set<CallKey>([...probed, ...(Object.keys(SITE_DATA_CALLS) as CallKey[])]);
    expect(sessionCalls.filter((key) => !classified.has(key))).toEqual([]);
    expect([...classified].filter((key) => !sessionCalls.includes(key))).toEqual([]);
    // A call listed as site data must not be one that reads or takes member data.
    expect(Object.keys(SITE_DATA_CALLS).filter((key) => probed.has(key as CallKey))).toEqual([]);
    expect(sessionCalls.length).toBeGreaterThan(30);
  });
});
