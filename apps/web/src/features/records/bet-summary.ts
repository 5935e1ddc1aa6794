import { BET_STATUS, type BetRecordRow } from '@lobby/contract';

/** The period's figures over the bets shown: how many, staked in all, staked validly, won or lost. */
export interface BetSummary {
  count: number;
  betTotal: number;
  validBet: number;
  winLoss: number;
}

const fen = (yuan: number) => Math.round((Number.isFinite(yuan) ? yuan : 0) * 100);

/**
 * Sums in fen so that many bets add up to the cent. A valid bet is a settled one (an unsettled bet has no
 * outcome yet, an invalid one is void); the win/loss is what the settled bets paid out (win_loss is the
 * payout) less what they staked.
 */
export function summarizeBets(bets: readonly BetRecordRow[]): BetSummary {
  let betTotal = 0;
  let validBet = 0;
  let winLoss = 0;
  for (const bet of bets) {
    betTotal += fen(bet.bet_amount);
    if (bet.status !== BET_STATUS.settled) continue;
    validBet += fen(bet.bet_amount);
    winLoss += fen(bet.win_loss) - fen(bet.bet_amount);
  }
  return { count: bets.length, betTotal: betTotal / 100, validBet: validBet / 100, winLoss: winLoss / 100 };
}
