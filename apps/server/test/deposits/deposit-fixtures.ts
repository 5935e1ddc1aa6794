import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { post } from '../support/test-app.ts';

/** Places an online deposit through /api/recharge and answers its number and sandbox pay token. */
export async function placeOnlineDeposit(app: FastifyInstance, db: Kysely<Database>, token: string, payload: object) {
  const answer = await post<{ deposit_no: string }>(app, api.recharge.path, payload, token);
  if (answer.body.code !== 200) throw new Error(`recharge refused: ${answer.body.message}`);
  const row = await db.selectFrom('deposits').select(['deposit_no', 'pay_token']).where('deposit_no', '=', answer.body.data.deposit_no).executeTakeFirstOrThrow();
  return { depositNo: row.deposit_no, payToken: row.pay_token! };
}

export async function mainBalanceFen(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db.selectFrom('accounts').select('balance_fen').where('member_id', '=', memberId).where('kind', '=', 'main').executeTakeFirst();
  return Number(row?.balance_fen ?? 0);
}

export async function paysumFen(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').select('paysum_fen').where('id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.paysum_fen);
}
