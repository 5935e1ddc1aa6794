import { BET_STATUS } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { getOrCreateVenueWallet, houseAccount } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { insertBetRecord, newBetId } from './bet-records-repository.ts';
import { slotMultiplier, spinReels, type SlotSymbol } from './demo-slot.ts';
import type { LaunchTicket } from './launch-tickets.ts';

export interface DemoRound {
  betId: string;
  reels: SlotSymbol[];
  betFen: number;
  payoutFen: number;
  /** The venue wallet after the round. */
  balanceFen: number;
}

/**
 * One spin, all or nothing in one database transaction: the bet leaves the venue wallet for house:games
 * by the ledger's conditional debit (so no bet ever exceeds the venue balance, whatever runs in
 * parallel), any payout comes back as a second movement, and the settled bet record is written.
 */
export async function playDemoRound(db: Kysely<Database>, launch: LaunchTicket, betFen: number, playname: string): Promise<DemoRound> {
  const reels = spinReels();
  const payoutFen = betFen * slotMultiplier(reels);
  const betId = newBetId();
  return db.transaction().execute(async (trx) => {
    const [venue, games] = [await getOrCreateVenueWallet(trx, launch.memberId, launch.platformName), await houseAccount(trx, 'games')];
    const common = { memberId: launch.memberId, memo: `${launch.platformName} ${launch.gameCode}`.trim() };
    await postTransfer(trx, {
      ...common,
      kind: 'game_bet',
      idempotencyKey: `bet:${betId}`,
      entries: [
        { accountId: venue.id, amountFen: -betFen },
        { accountId: games.id, amountFen: betFen },
      ],
    });
    if (payoutFen > 0) {
      await postTransfer(trx, {
        ...common,
        kind: 'game_payout',
        idempotencyKey: `payout:${betId}`,
        entries: [
          { accountId: games.id, amountFen: -payoutFen },
          { accountId: venue.id, amountFen: payoutFen },
        ],
      });
    }
    await insertBetRecord(trx, {
      bet_id: betId,
      member_id: launch.memberId,
      platform_name: launch.platformName,
      game_code: launch.gameCode,
      game_name: launch.gameName,
      bet_amount_fen: betFen,
      // A round that only hands the stake back is not turnover.
      valid_bet_fen: payoutFen === betFen ? 0 : betFen,
      win_loss_fen: payoutFen,
      status: BET_STATUS.settled,
      bet_time: nowIso(),
      playname,
      playmemo: reels.join(' '),
    });
    const after = await trx.selectFrom('accounts').select('balance_fen').where('id', '=', venue.id).executeTakeFirstOrThrow();
    return { betId, reels, betFen, payoutFen, balanceFen: Number(after.balance_fen) };
  });
}
