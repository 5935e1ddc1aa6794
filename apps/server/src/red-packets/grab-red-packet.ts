import { randomInt } from 'node:crypto';
import { messages } from '@lobby/contract';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { plainTransaction, type TransactionRunner } from '../db/transaction-runner.ts';
import { nowIso } from '../db/time.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { getOrCreateMainWallet, houseAccount } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { readSiteSettings } from '../site/site-settings.ts';
import { countedDepositsFen, findCampaign, grabsAllowed, listTiers, tierFor, type RedPacketTier } from './red-packet-campaign.ts';
import { beijingDate, campaignPeriod, grabWindowPeriod, type Period } from './red-packet-times.ts';

/**
 * Every refusal is envelope code 403; the message tells the web app which popup to show:
 * notStarted / ended (the campaign's dates, or today's 10:00-12:00 window), notMet (no tier reached:
 * the popup with 'recharge now'), and closed, noGrabsLeft, poolEmpty shown as they are.
 */
const refuse = (message: string) => new DomainError(ErrorCode.forbidden, message);

function refuseOutside(period: Period): void {
  if (period === 'before') throw refuse(messages.redPacket.notStarted);
  if (period === 'after') throw refuse(messages.redPacket.ended);
}

/** Takes one of today's grabs: the conditional UPDATE on the member's daily row lets concurrent grabs through one at a time. */
async function takeGrab(trx: Transaction<Database>, memberId: number, grabDay: string, allowed: number): Promise<number> {
  const dialect = dialectOf(trx);
  await dialect.insertSkippingConflicts(trx.insertInto('red_packet_daily_grabs').values({ member_id: memberId, grab_day: grabDay }), { columns: ['member_id', 'grab_day'] });
  const [row] = await dialect.updateReturning(
    trx
      .updateTable('red_packet_daily_grabs')
      .set((eb) => ({ grabbed: eb('grabbed', '+', 1) }))
      .where('member_id', '=', memberId)
      .where('grab_day', '=', grabDay)
      .where('grabbed', '<', allowed),
    ['grabbed'],
  );
  if (!row) throw refuse(messages.redPacket.noGrabsLeft);
  return row.grabbed;
}

/** Draws the packet (uniform in the tier's range, never more than the pool holds) and takes it from the pool. */
async function takeFromPool(trx: Transaction<Database>, tier: RedPacketTier): Promise<number> {
  const pool = await trx.selectFrom('red_packet_campaign').select('remaining_fen').where('id', '=', 1).executeTakeFirstOrThrow();
  const amountFen = Math.min(randomInt(Number(tier.min_fen), Number(tier.max_fen) + 1), Number(pool.remaining_fen));
  if (amountFen <= 0) throw refuse(messages.redPacket.poolEmpty);
  const taken = await trx
    .updateTable('red_packet_campaign')
    .set((eb) => ({ remaining_fen: eb('remaining_fen', '-', amountFen) }))
    .where('id', '=', 1)
    .where('remaining_fen', '>=', amountFen)
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) throw refuse(messages.redPacket.poolEmpty);
  return amountFen;
}

/**
 * One grab, all or nothing in one database transaction: a grab of today's allowance, the amount out of
 * the pool, the payment from house:bonus to the main wallet (paid at once), and the grab's record.
 * Answers the amount in fen.
 */
export async function grabRedPacket(db: Kysely<Database>, memberId: number, now: Date, transaction: TransactionRunner = plainTransaction(db)): Promise<number> {
  const [settings, campaign, tiers] = await Promise.all([readSiteSettings(db), findCampaign(db), listTiers(db)]);
  if (settings.redpacket_switch !== 1 || !campaign) throw refuse(messages.redPacket.closed);
  refuseOutside(campaignPeriod(campaign, now));
  refuseOutside(grabWindowPeriod(now));

  const grabDay = beijingDate(now);
  const depositsFen = await countedDepositsFen(db, memberId, grabDay);
  const tier = tierFor(tiers, depositsFen);
  if (!tier) throw refuse(messages.redPacket.notMet);

  return transaction(async (trx) => {
    const grabNumber = await takeGrab(trx, memberId, grabDay, grabsAllowed(campaign, tier));
    const amountFen = await takeFromPool(trx, tier);
    const [bonus, wallet] = [await houseAccount(trx, 'bonus'), await getOrCreateMainWallet(trx, memberId)];
    await postTransfer(trx, {
      kind: 'red_packet',
      // One key per grab of the day: the counter above makes it unique.
      idempotencyKey: `red-packet:${memberId}:${grabDay}:${grabNumber}`,
      memberId,
      entries: [
        { accountId: bonus.id, amountFen: -amountFen },
        { accountId: wallet.id, amountFen },
      ],
    });
    const at = nowIso();
    await trx
      .insertInto('red_packet_grabs')
      .values({ member_id: memberId, grab_day: grabDay, recharge_fen: depositsFen, amount_fen: amountFen, created_at: at, used_at: at })
      .execute();
    return amountFen;
  });
}
