import { BET_STATUS } from '@lobby/contract';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { dayBoundsIso, daysBetween, type BeijingDay } from '../jobs/beijing-day.ts';
import { decideVipDay, windowLastDay, type LevelRequirement, type VipChange } from './vip-rules.ts';

export interface VipRun {
  day: BeijingDay;
  /** Members whose level or window changed, by what happened. */
  changes: Partial<Record<Exclude<VipChange, 'none'>, number>>;
}

/** Valid settled bets of a member with bet_time in [from's midnight, until's end). */
async function turnoverFen(trx: Transaction<Database>, memberId: number, from: BeijingDay | null, until: BeijingDay): Promise<number> {
  let query = trx
    .selectFrom('bet_records')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('valid_bet_fen'), eb.lit(0)).as('sum'))
    .where('member_id', '=', memberId)
    .where('status', '=', BET_STATUS.settled)
    .where('bet_time', '<', dayBoundsIso(until)[1]);
  if (from !== null) query = query.where('bet_time', '>=', dayBoundsIso(from)[0]);
  return Number((await query.executeTakeFirstOrThrow()).sum);
}

/**
 * Evaluates one member for the day, in one transaction. The member's state row is claimed first by a
 * conditional UPDATE of last_evaluated_day, so a day is evaluated once per member however often the job
 * runs, on however many processes: at most one level a day. A day earlier than the last one evaluated
 * is skipped too (days run in order).
 */
async function evaluateMember(db: Kysely<Database>, memberId: number, day: BeijingDay, levels: LevelRequirement[]): Promise<VipChange> {
  return db.transaction().execute(async (trx) => {
    await dialectOf(trx).insertSkippingConflicts(
      trx
        .insertInto('member_vip_state')
        .values({ member_id: memberId, level_reached_day: null, window_start_day: null, promotion_turnover_since: null, last_evaluated_day: null, updated_at: nowIso() }),
      { columns: ['member_id'] },
    );
    const claimed = await trx
      .updateTable('member_vip_state')
      .set({ last_evaluated_day: day, updated_at: nowIso() })
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('last_evaluated_day', 'is', null), eb('last_evaluated_day', '<', day)]))
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return 'none';

    const state = await trx.selectFrom('member_vip_state').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
    const member = await trx.selectFrom('members').select(['vip', 'paysum_fen']).where('id', '=', memberId).executeTakeFirstOrThrow();
    const windowStart = member.vip > 0 ? state.window_start_day : null;
    // Bets after the window's last day belong to the next window (a run that missed days).
    const windowEnd = windowStart && daysBetween(windowLastDay(windowStart), day) > 0 ? windowLastDay(windowStart) : day;
    const figures = {
      paysumFen: Number(member.paysum_fen),
      promotionTurnoverFen: await turnoverFen(trx, memberId, state.promotion_turnover_since, day),
      windowTurnoverFen: windowStart && daysBetween(windowStart, windowEnd) >= 0 ? await turnoverFen(trx, memberId, windowStart, windowEnd) : 0,
    };

    const decision = decideVipDay(
      { level: member.vip, windowStartDay: windowStart, promotionTurnoverSince: state.promotion_turnover_since },
      figures,
      levels,
      day,
    );
    const levelChanged = decision.level !== member.vip;
    await trx
      .updateTable('member_vip_state')
      .set({
        window_start_day: decision.windowStartDay,
        // What the window held as of today; a new window starts empty.
        window_turnover_fen: decision.windowStartDay === windowStart ? figures.windowTurnoverFen : 0,
        promotion_turnover_since: decision.promotionTurnoverSince,
        ...(levelChanged ? { level_reached_day: day } : {}),
      })
      .where('member_id', '=', memberId)
      .execute();
    if (levelChanged) await trx.updateTable('members').set({ vip: decision.level }).where('id', '=', memberId).execute();
    return decision.change;
  });
}

/**
 * The VIP job for a Beijing day (the nightly run: the day just ended). Only members who can change
 * are visited: those above level 0, and those whose cumulative deposit already reaches level 1's.
 */
export async function applyVipRules(db: Kysely<Database>, day: BeijingDay): Promise<VipRun> {
  const levels: LevelRequirement[] = (await db.selectFrom('vip_levels').select(['level', 'recharge_fen', 'flow_fen']).orderBy('level').execute()).map(
    (row) => ({ level: row.level, rechargeFen: Number(row.recharge_fen), flowFen: Number(row.flow_fen) }),
  );
  const firstStep = levels.find((level) => level.level === 1);
  const members = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb.or([eb('vip', '>', 0), ...(firstStep ? [eb('paysum_fen', '>=', firstStep.rechargeFen)] : [])]))
    .orderBy('id')
    .execute();

  const changes: VipRun['changes'] = {};
  for (const { id } of members) {
    const change = await evaluateMember(db, id, day, levels);
    if (change !== 'none') changes[change] = (changes[change] ?? 0) + 1;
  }
  return { day, changes };
}
