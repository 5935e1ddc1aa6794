import { describe, expect, it } from 'vitest';
import { vipLabel, vipLevelFromLabel, vipProgressPercent } from '../src/index.ts';

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
