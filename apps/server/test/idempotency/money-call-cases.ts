import { api, FREE_TRANSFER, PLATFORM_WALLET, type IdempotentCallKey } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { addDays, beijingDayOf } from '../../src/jobs/beijing-day.ts';
import { computeRebates } from '../../src/rebates/compute-rebates.ts';
import { placeBet } from '../jobs/job-fixtures.ts';
import { insertDeposit } from '../red-packets/red-packet-fixtures.ts';
import { credit } from '../routes/api/games/games-fixtures.ts';
import { post } from '../support/test-app.ts';
import { PAY_PASSWORD, withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';
import { firstRows } from '../support/rows.ts';

/** One member set up for one run of a money-moving call. */
interface MoneyCallRun {
  token: string;
  payload: object;
  /** The same call with another amount or target; absent for calls that take no input. */
  otherPayload?: object;
  /** A number that each time the call acts moves by exactly `step`: rows written, movements posted. */
  effect(): Promise<number>;
  step: number;
  /** What the other request moves the effect by, when not `step`. */
  otherStep?: number;
}

export interface MoneyCallCase {
  call: IdempotentCallKey;
  prepare(app: FastifyInstance, db: Kysely<Database>): Promise<MoneyCallRun>;
}

const count = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
const ledgerMoves = (db: Kysely<Database>, memberId: number, kind: string) =>
  count(db.selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).where('kind', '=', kind));

/** Grab time inside the red packet window of 2026-11-21 (tests mock the red packet clock to it). */
export const RED_PACKET_GRAB_TIME = new Date('2026-11-21T02:30:00Z');

/** Every call of the contract's IDEMPOTENT_CALLS, each on a member ready for it. */
export const moneyCallCases: MoneyCallCase[] = [
  {
    call: 'transfer',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 10_000);
      return {
        token,
        payload: { amount: '10', sourcetype: PLATFORM_WALLET, targettype: 'ag' },
        otherPayload: { amount: '20', sourcetype: PLATFORM_WALLET, targettype: 'ag' },
        effect: () => ledgerMoves(db, memberId, 'transfer_in'),
        step: 1,
      };
    },
  },
  {
    call: 'withdraw',
    async prepare(_app, db) {
      const { memberId, cardId, token } = await withdrawingMember(db, 100_000);
      return {
        token,
        payload: { amount: 150, bank: cardId, password: PAY_PASSWORD },
        otherPayload: { amount: 160, bank: cardId, password: PAY_PASSWORD },
        effect: () => count(db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId)),
        step: 1,
      };
    },
  },
  {
    call: 'transall',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      await credit(db, memberId, 700, 'ag');
      return {
        token,
        payload: {},
        // Money arriving between a request and its retry: the retry must not sweep it.
        effect: async () => {
          const moves = await ledgerMoves(db, memberId, 'recover_all');
          await credit(db, memberId, 100, 'pg');
          return moves;
        },
        step: 1,
      };
    },
  },
  {
    call: 'recharge',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      return {
        token,
        payload: { paytype: 'alipay', amount: 300 },
        otherPayload: { paytype: 'alipay', amount: 400 },
        effect: () => count(db.selectFrom('deposits').select('id').where('member_id', '=', memberId)),
        step: 1,
      };
    },
  },
  {
    call: 'bindcard',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      const card = { bank: '招商银行', bank_address: '深圳市福田支行', bank_owner: '赵六', pay_pass: PAY_PASSWORD };
      return {
        token,
        payload: { ...card, bank_no: '6225880212341234' },
        otherPayload: { ...card, bank_no: '6225880212345678' },
        effect: () => count(db.selectFrom('saved_cards').select('id').where('member_id', '=', memberId)),
        step: 1,
      };
    },
  },
  {
    call: 'delcard',
    async prepare(_app, db) {
      const { memberId, cardId, token } = await withdrawingMember(db, 0);
      const other = await db
        .insertInto('saved_cards')
        .values({ member_id: memberId, list_type: 1, bank: '中国银行', bank_address: '', bank_no: '6216610000005678', bank_owner: '赵六', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        token,
        payload: { id: cardId, pay_pass: PAY_PASSWORD },
        otherPayload: { id: other.id, pay_pass: PAY_PASSWORD },
        effect: () => count(db.selectFrom('saved_cards').select('id').where('member_id', '=', memberId)),
        step: -1,
      };
    },
  },
  {
    call: 'doactivityapply',
    async prepare(app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      const list = await post<{ data: Array<{ id: number; can_apply: number }> }>(app, api.activitylist.path, {});
      // One open application per promotion: the other request signs up for another one.
      const [activity, another] = firstRows(list.body.data.data.filter((shown) => shown.can_apply === 1), 2);
      return {
        token,
        payload: { activityid: activity.id, amount: 1000 },
        otherPayload: { activityid: another.id, amount: 2000 },
        effect: () => count(db.selectFrom('activity_applications').select('id').where('member_id', '=', memberId)),
        step: 1,
      };
    },
  },
  {
    call: 'douserredpacket',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      // 500.00 deposited in the counted window: two grabs a day, so a second grab would succeed.
      await insertDeposit(db, memberId, 50_000, new Date('2026-11-20T10:00:00Z'));
      return {
        token,
        payload: {},
        effect: () => count(db.selectFrom('red_packet_grabs').select('id').where('member_id', '=', memberId)),
        step: 1,
      };
    },
  },
  {
    call: 'dofanshui',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      const yesterday = addDays(beijingDayOf(Date.now()), -1);
      await placeBet(db, memberId, { platformName: 'demo', validFen: 10_000, at: yesterday });
      await computeRebates(db, yesterday);
      return {
        token,
        payload: {},
        effect: () => ledgerMoves(db, memberId, 'rebate'),
        step: 1,
      };
    },
  },
  {
    call: 'uptransferstatus',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      return {
        token,
        payload: { transferstatus: FREE_TRANSFER.on },
        otherPayload: { transferstatus: FREE_TRANSFER.off },
        // The switch's position: the other request turns it back, so 'acts again' reads as off again.
        effect: async () => (await db.selectFrom('members').select('transferstatus').where('id', '=', memberId).executeTakeFirstOrThrow()).transferstatus,
        step: 1,
        otherStep: -1,
      };
    },
  },
  {
    call: 'getGameUrl',
    async prepare(_app, db) {
      const { memberId, token } = await withdrawingMember(db, 0);
      await db.updateTable('members').set({ transferstatus: FREE_TRANSFER.on }).where('id', '=', memberId).execute();
      await credit(db, memberId, 5_000);
      return {
        token,
        payload: { plat_name: 'ag', is_mobile_url: 1 },
        otherPayload: { plat_name: 'pg', is_mobile_url: 1 },
        // Money arriving between a launch and its retry: the retry must not move it.
        effect: async () => {
          const moves = await ledgerMoves(db, memberId, 'free_transfer_in');
          await credit(db, memberId, 100);
          return moves;
        },
        step: 1,
      };
    },
  },
];

/** The case of one call; a call without a case fails by name. */
export function moneyCallCase(call: IdempotentCallKey): MoneyCallCase {
  const found = moneyCallCases.find((moneyCall) => moneyCall.call === call);
  if (!found) throw new Error(`no money call case for ${call}`);
  return found;
}
