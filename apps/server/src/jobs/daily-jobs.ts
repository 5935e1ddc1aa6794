import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { computeRebates, type RebateRun } from '../rebates/compute-rebates.ts';
import { applyVipRules, type VipRun } from '../vip/apply-vip-rules.ts';
import type { BeijingDay } from './beijing-day.ts';

export interface DailyRun {
  rebates: RebateRun;
  vip: VipRun;
}

/**
 * The nightly work for a Beijing day, rebates first: they are paid at the level the member held while
 * betting, and a promotion earned that day takes effect from the next (part 2 §4). Both jobs are
 * idempotent, so a repeated or concurrent run changes nothing.
 */
export async function runDailyJobs(db: Kysely<Database>, day: BeijingDay): Promise<DailyRun> {
  const rebates = await computeRebates(db, day);
  const vip = await applyVipRules(db, day);
  return { rebates, vip };
}
