import { describe, expect, it } from 'vitest';
import { vipEntryOfLevel, vipLabel, vipLevelEntries, vipLevelFromLabel, vipNextLevel, vipProgressPercent, type VipLevel } from '../src/index.ts';

describe('vipProgressPercent', () => {
  it('rounds paysum / recharge × 100', () => {
    expect(vipProgressPercent(500, 1000)).toBe(50);
    expect(vipProgressPercent(1, 3)).toBe(33);
    expect(vipProgressPercent(2, 3)).toBe(67);
    expect(vipProgressPercent(0.29, 1)).toBe(29);
  });
  it('caps at 100', () => {
    expect(vipProgressPercent(1000, 1000)).toBe(100);
    expect(vipProgressPercent(5000, 1000)).toBe(100);
  });
  it('is 0 when either side is 0, negative or not a number', () => {
    expect(vipProgressPercent(0, 1000)).toBe(0);
    expect(vipProgressPercent(500, 0)).toBe(0);
    expect(vipProgressPercent(-5, 100)).toBe(0);
    expect(vipProgressPercent(NaN, 100)).toBe(0);
  });
});

describe('VIP labels', () => {
  it('reads and writes P<level>', () => {
    expect(vipLevelFromLabel('P3')).toBe(3);
    expect(vipLevelFromLabel('VIP3')).toBeNull();
    expect(vipLabel(2)).toBe('P2');
  });
});

describe('VIP levels by position (part 2 §4: the level entry of the user)', () => {
  const entry = (recharge: number, status = 1): VipLevel =>
    ({ recharge, flow: 0, status, realperson: 0, sport: 0, e_sport: 0, joker: 0, electron: 0, lottery: 0 });
  const list = [entry(0), entry(1000, 0), entry(5000)];

  it('numbers every entry, hidden ones included, from P0', () => {
    expect(vipLevelEntries(list).map(({ level, entry: { recharge } }) => [level, recharge])).toEqual([[0, 0], [1, 1000], [2, 5000]]);
  });
  it('ignores a level field that disagrees with the position', () => {
    expect(vipLevelEntries([{ ...entry(0), level: 7 }])[0]!.level).toBe(0);
    expect(vipEntryOfLevel([{ ...entry(0), level: 2 }, { ...entry(900), level: 0 }], 1)?.recharge).toBe(900);
  });
  it('finds a level entry at its position, and none past the end or for a level that is not a count', () => {
    expect(vipEntryOfLevel(list, 2)?.recharge).toBe(5000);
    expect(vipEntryOfLevel(list, 3)).toBeUndefined();
    expect(vipEntryOfLevel(list, -1)).toBeUndefined();
    expect(vipEntryOfLevel(list, 1.5)).toBeUndefined();
  });
});

describe('vipNextLevel', () => {
  const levels = [0, 1000, 5000, 20000].map((recharge) => ({ recharge, flow: 0 }) as unknown as VipLevel);

  it('measures the deposit against the next level and says what is missing', () => {
    expect(vipNextLevel(levels, 1, 2000)).toEqual({ level: 2, required: 5000, remaining: 3000, percent: 40 });
    expect(vipNextLevel(levels, 0, 0)).toEqual({ level: 1, required: 1000, remaining: 1000, percent: 0 });
  });

  it('is full and missing nothing once the deposit passes the requirement', () => {
    expect(vipNextLevel(levels, 1, 7000)).toEqual({ level: 2, required: 5000, remaining: 0, percent: 100 });
  });

  it('keeps cents exact', () => {
    expect(vipNextLevel(levels, 0, 999.99)?.remaining).toBe(0.01);
  });

  it('has no next step at the top level or when the next level asks for nothing', () => {
    expect(vipNextLevel(levels, 3, 50000)).toBeNull();
    expect(vipNextLevel([levels[0]!, levels[0]!], 0, 10)).toBeNull();
  });

  it('reads a missing or broken deposit as none', () => {
    expect(vipNextLevel(levels, 1, Number.NaN)).toEqual({ level: 2, required: 5000, remaining: 5000, percent: 0 });
  });
});
