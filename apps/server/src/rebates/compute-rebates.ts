import { BET_STATUS, REBATE_STATE } from '@lobby/contract';
import type { Insertable, Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { RebatesTable } from './rebates.table.ts';
import { dayBoundsIso, type BeijingDay } from '../jobs/beijing-day.ts';
import { loadCategoryResolver, rateOf, type RebateCategory } from './rebate-categories.ts';

const BASIS_POINTS = 10_000;
/** Rows a statement inserts: well under SQLite's bound-parameter limit (12 columns a row). */
const INSERT_CHUNK = 200;

export interface RebateRun {
  day: BeijingDay;
  /** Rows this run created; 0 when the day was already computed. */
  created: number;
}

interface Earning {
  memberId: number;
  platformName: string;
  category: RebateCategory;
  validBetFen: number;
}

/** The day's settled valid bets, summed per member, platform and rebate category. */
async function earningsOf(db: Kysely<Database>, day: BeijingDay): Promise<Earning[]> {
  const [start, end] = dayBoundsIso(day);
  const groups = await db
    .selectFrom('bet_records')
    .select(['member_id', 'platform_name', 'game_code', (eb) => eb.fn.sum<number>('valid_bet_fen').as('valid_fen')])
    .where('status', '=', BET_STATUS.settled)
    .where('valid_bet_fen', '>', 0)
    .where('bet_time', '>=', start)
    .where('bet_time', '<', end)
    .groupBy(['member_id', 'platform_name', 'game_code'])
    .execute();

  const categoryOf = await loadCategoryResolver(db);
  const earnings = new Map<string, Earning>();
  for (const group of groups) {
    const category = categoryOf(group.platform_name, group.game_code);
    const key = `${group.member_id}/${group.platform_name}/${category}`;
    const earning = earnings.get(key) ?? { memberId: group.member_id, platformName: group.platform_name, category, validBetFen: 0 };
    earning.validBetFen += Number(group.valid_fen);
    earnings.set(key, earning);
  }
  return [...earnings.values()];
}

/**
 * Computes a Beijing day's rebates as unclaimed rows: each member's valid bets per platform and
 * category at the rate of the member's VIP level now (the nightly run goes before the VIP job, so that
 * is the level the member bet at). The fen are floored: a rebate never pays more than its rate.
 *
 * Idempotent: a row per (member, day, platform, category) is inserted with ON CONFLICT DO NOTHING, so a
 * second run, or a run on another process at the same time, creates nothing new. A rebate under one fen
 * is no row at all.
 */
export async function computeRebates(db: Kysely<Database>, day: BeijingDay, now: Date = new Date()): Promise<RebateRun> {
  const earnings = await earningsOf(db, day);
  if (earnings.length === 0) return { day, created: 0 };

  const memberIds = [...new Set(earnings.map((earning) => earning.memberId))];
  const members = await db.selectFrom('members').select(['id', 'vip']).where('id', 'in', memberIds).execute();
  const levelOf = new Map(members.map((member) => [member.id, member.vip]));
  const levels = new Map((await db.selectFrom('vip_levels').selectAll().execute()).map((level) => [level.level, level]));
  const venueNames = new Map((await db.selectFrom('platforms').select(['platform_name', 'name']).execute()).map((p) => [p.platform_name, p.name]));

  const createdAt = now.toISOString();
  const rows: Array<Insertable<RebatesTable>> = [];
  for (const earning of earnings) {
    const level = levels.get(levelOf.get(earning.memberId) ?? -1);
    if (!level) continue;
    const rateBp = rateOf(level, earning.category);
    const moneyFen = Math.floor((earning.validBetFen * rateBp) / BASIS_POINTS);
    if (moneyFen <= 0) continue;
    rows.push({
      member_id: earning.memberId,
      day,
      platform_name: earning.platformName,
      category: earning.category,
      // The record's 'game name' is the venue's: one rebate line per venue and day.
      game_name: venueNames.get(earning.platformName) ?? earning.platformName,
      valid_bet_fen: earning.validBetFen,
      rate_bp: rateBp,
      money_fen: moneyFen,
      state: REBATE_STATE.unclaimed,
      created_at: createdAt,
      updated_at: null,
      claim_transaction_id: null,
    });
  }

  let created = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await dialectOf(db).insertNewIds(db.insertInto('rebates').values(rows.slice(i, i + INSERT_CHUNK)), {
      columns: ['member_id', 'day', 'platform_name', 'category'],
    });
    created += inserted.length;
  }
  return { day, created };
}
