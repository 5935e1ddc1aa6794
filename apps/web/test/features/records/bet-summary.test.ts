import { BET_STATUS, type BetRecordRow } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { summarizeBets } from '@/features/records/bet-summary';

const bet = (bet_amount: number, win_loss: number, status: number): BetRecordRow => ({
  bet_id: `${bet_amount}-${win_loss}-${status}`, bet_amount, win_loss, status, Code: '', playname: '', playmemo: '', bet_time: '',
});

describe('summarizeBets', () => {
  it('adds every stake to the total, settled ones to the valid bet, and their payout less stake to the win/loss', () => {
    expect(summarizeBets([
      bet(100, 195, BET_STATUS.settled),
      bet(50, 0, BET_STATUS.settled),
      bet(30, 0, BET_STATUS.unsettled),
      bet(20, 0, BET_STATUS.invalid),
    ])).toEqual({ count: 4, betTotal: 200, validBet: 150, winLoss: 45 });
  });

  it('is exact to the cent over many bets', () => {
    const bets = Array.from({ length: 10 }, () => bet(0.1, 0.3, BET_STATUS.settled));
    expect(summarizeBets(bets)).toEqual({ count: 10, betTotal: 1, validBet: 1, winLoss: 2 });
  });

  it('says a loss as a negative win/loss, and nothing for no bet', () => {
    expect(summarizeBets([bet(88.88, 0, BET_STATUS.settled)]).winLoss).toBe(-88.88);
    expect(summarizeBets([])).toEqual({ count: 0, betTotal: 0, validBet: 0, winLoss: 0 });
  });
});
