import { randomInt } from 'node:crypto';

/** The demo venue's three-reel slot. Each reel stops on one of five symbols, uniformly (crypto randomness). */
export const SLOT_SYMBOLS = ['7', '🔔', '🍉', '🍒', '🍋'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/**
 * Payout as a multiple of the bet, stake included. Over the 125 equally likely stops:
 * three 7s (1 stop) pay 20×, another triple (4 stops) 10×, a pair (60 stops) returns the stake, the
 * other 60 stops lose. Expected return (20 + 40 + 60) / 125 = 96%: a house edge of 4%.
 */
export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return a === '7' ? 20 : 10;
  if (a === b || b === c || a === c) return 1;
  return 0;
}

function randomSymbol(): SlotSymbol {
  const symbol = SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)];
  // randomInt(n) is below n by contract, so a miss here is a bug, not a stop to pay out on.
  if (symbol === undefined) throw new Error('demo slot: reel index out of range');
  return symbol;
}

export function spinReels(): SlotSymbol[] {
  return Array.from({ length: 3 }, randomSymbol);
}
