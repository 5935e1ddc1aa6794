import { MONEY_ORDER_STATE, parseServerTime } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

let deposits = 0;

/** An instant named by its Beijing wall clock ('2026-11-21 10:30:00'). */
export function beijing(text: string): Date {
  const date = parseServerTime(text);
  if (!date) throw new Error(`not a time: ${text}`);
  return date;
}

/** A deposit row as issue 4 will write them; approved unless told otherwise. */
export async function insertDeposit(db: Kysely<Database>, memberId: number, amountFen: number, createdAt: Date, state: number = MONEY_ORDER_STATE.approved) {
  await db
    .insertInto('deposits')
    .values({
      deposit_no: `T${Date.now()}${++deposits}`,
      member_id: memberId,
      paytype: 'bank',
      amount_fen: amountFen,
      state,
      created_at: createdAt.toISOString(),
      credited_at: state === MONEY_ORDER_STATE.approved ? createdAt.toISOString() : null,
    })
    .execute();
}

/** The seeded campaign (2026-01-01 to 2027-12-31 US Eastern, 3 a day, 88,888.00), changed as a test needs. */
export async function setCampaign(db: Kysely<Database>, changes: Partial<{ start_date: string; end_date: string; max_times: number; remaining_fen: number }> = {}) {
  await db
    .updateTable('red_packet_campaign')
    .set({ start_date: '2026-01-01', end_date: '2027-12-31', max_times: 3, remaining_fen: 8_888_800, ...changes })
    .where('id', '=', 1)
    .execute();
}
