import { describe, expect, it } from 'vitest';
import { decideVipDay, retentionTurnoverFen, windowLastDay, type LevelRequirement, type VipStanding } from '../../src/vip/vip-rules.ts';
import { rowAt } from '../support/rows.ts';

/** The seeded requirements of levels 0-3, in fen. */
const LEVELS: LevelRequirement[] = [
  { level: 0, rechargeFen: 0, flowFen: 0 },
  { level: 1, rechargeFen: 100_000, flowFen: 300_000 },
  { level: 2, rechargeFen: 500_000, flowFen: 1_500_000 },
  { level: 3, rechargeFen: 2_000_000, flowFen: 6_000_000 },
];
const DAY = '2026-05-01';
const none = { paysumFen: 0, promotionTurnoverFen: 0, windowTurnoverFen: 0 };
const atLevel = (level: number, windowStartDay: string | null = null): VipStanding => ({ level, windowStartDay, promotionTurnoverSince: null });

describe('one day of the VIP rules', () => {
  it('promote one level when the next level is met, even if two are, opening the window the next day', () => {
    const rich = { ...none, paysumFen: 5_000_000, promotionTurnoverFen: 99_000_000 };
    expect(decideVipDay(atLevel(0), rich, LEVELS, DAY)).toEqual({ level: 1, windowStartDay: '2026-05-02', promotionTurnoverSince: null, change: 'promoted' });
    expect(decideVipDay(atLevel(1, '2026-04-20'), rich, LEVELS, DAY)).toMatchObject({ level: 2, windowStartDay: '2026-05-02' });
  });

  it('need both the deposit and the turnover of the next level, and never go past the top', () => {
    expect(decideVipDay(atLevel(0), { ...none, paysumFen: 100_000, promotionTurnoverFen: 299_999 }, LEVELS, DAY).change).toBe('none');
    expect(decideVipDay(atLevel(0), { ...none, paysumFen: 99_999, promotionTurnoverFen: 300_000 }, LEVELS, DAY).change).toBe('none');
    expect(decideVipDay(atLevel(3, DAY), { ...none, paysumFen: 9e9, promotionTurnoverFen: 9e9 }, LEVELS, DAY)).toMatchObject({ level: 3, change: 'none' });
  });

  it('keep the level within the window and judge retention on its 90th day', () => {
    expect(windowLastDay('2026-05-01')).toBe('2026-07-29');
    expect(retentionTurnoverFen(rowAt(LEVELS, 1))).toBe(75_000);
    expect(retentionTurnoverFen(rowAt(LEVELS, 0))).toBe(0);
    expect(decideVipDay(atLevel(1, '2026-05-01'), none, LEVELS, '2026-07-28').change).toBe('none');
    expect(decideVipDay(atLevel(1, '2026-05-01'), { ...none, windowTurnoverFen: 75_000 }, LEVELS, '2026-07-29')).toEqual({
      level: 1,
      windowStartDay: '2026-07-30',
      promotionTurnoverSince: null,
      change: 'window_renewed',
    });
  });

  it('drop one level when retention is missed, and count promotion turnover afresh', () => {
    expect(decideVipDay(atLevel(2, '2026-05-01'), { ...none, windowTurnoverFen: 374_999 }, LEVELS, '2026-07-29')).toEqual({
      level: 1,
      windowStartDay: '2026-07-30',
      promotionTurnoverSince: '2026-07-30',
      change: 'relegated',
    });
    expect(decideVipDay(atLevel(1, '2026-05-01'), none, LEVELS, '2026-07-29')).toMatchObject({ level: 0, windowStartDay: null, change: 'relegated' });
  });

  it('start a window for a level that has none', () => {
    expect(decideVipDay(atLevel(2), none, LEVELS, DAY)).toMatchObject({ level: 2, windowStartDay: DAY, change: 'window_started' });
  });
});
