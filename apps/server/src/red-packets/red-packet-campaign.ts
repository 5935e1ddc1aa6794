import { fenToYuan, MONEY_ORDER_STATE, type RedPacketRule, type UserRedPacket } from '@lobby/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RedPacketCampaignTable, RedPacketTiersTable } from './red-packets.table.ts';
import { beijingDate, depositWindow } from './red-packet-times.ts';

export type RedPacketCampaign = Selectable<RedPacketCampaignTable>;
export type RedPacketTier = Selectable<RedPacketTiersTable>;

/** The one campaign row (id 1); undefined when an operator removed it, which closes the red packet. */
export function findCampaign(db: Kysely<Database>): Promise<RedPacketCampaign | undefined> {
  return db.selectFrom('red_packet_campaign').selectAll().where('id', '=', 1).executeTakeFirst();
}

export function listTiers(db: Kysely<Database>): Promise<RedPacketTier[]> {
  return db.selectFrom('red_packet_tiers').selectAll().orderBy('recharge_fen').execute();
}

/** Approved deposits counted for a grab day (previous day 12:00 to 10:00, Beijing time). */
export async function countedDepositsFen(db: Kysely<Database>, memberId: number, grabDay: string): Promise<number> {
  const { from, to } = depositWindow(grabDay);
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('state', '=', MONEY_ORDER_STATE.approved)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The highest tier the deposits reach, if any. */
export function tierFor(tiers: RedPacketTier[], depositsFen: number): RedPacketTier | undefined {
  return tiers.filter((tier) => Number(tier.recharge_fen) <= depositsFen).at(-1);
}

async function grabbedOn(db: Kysely<Database>, memberId: number, grabDay: string): Promise<number> {
  const row = await db.selectFrom('red_packet_daily_grabs').select('grabbed').where('member_id', '=', memberId).where('grab_day', '=', grabDay).executeTakeFirst();
  return row?.grabbed ?? 0;
}

/** A tier earns its grabs a day, never more than the campaign's max_times. */
export const grabsAllowed = (campaign: RedPacketCampaign, tier: RedPacketTier | undefined): number =>
  tier ? Math.min(tier.grabs, campaign.max_times) : 0;

/**
 * The rules table. CONTRACT-GAP: the spec shows `start_time~end_time`, `day_flow-flow_money` and
 * `recharge` without saying what they hold. Ours: the campaign's dates (US Eastern), the packet's
 * smallest and largest amount in yuan for the tier (the only pair the table shows as a range), and the
 * deposits in yuan the tier asks for.
 */
function ruleOf(campaign: RedPacketCampaign, tier: RedPacketTier): RedPacketRule {
  return {
    start_time: campaign.start_date,
    end_time: campaign.end_date,
    day_flow: fenToYuan(Number(tier.min_fen)),
    flow_money: fenToYuan(Number(tier.max_fen)),
    recharge: fenToYuan(Number(tier.recharge_fen)),
  };
}

/** /api/userredpacket for today's Beijing date: grabs left and made today, the cap and the rules. */
export async function memberRedPacket(db: Kysely<Database>, memberId: number, now: Date): Promise<UserRedPacket> {
  const [campaign, tiers] = await Promise.all([findCampaign(db), listTiers(db)]);
  if (!campaign) return { sendnums: 0, acquirednum: 0, max_times: 0, rules: [] };
  const grabDay = beijingDate(now);
  const [depositsFen, grabbed] = await Promise.all([countedDepositsFen(db, memberId, grabDay), grabbedOn(db, memberId, grabDay)]);
  return {
    sendnums: Math.max(0, grabsAllowed(campaign, tierFor(tiers, depositsFen)) - grabbed),
    acquirednum: grabbed,
    max_times: campaign.max_times,
    rules: tiers.map((tier) => ruleOf(campaign, tier)),
  };
}
