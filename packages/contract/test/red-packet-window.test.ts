import { describe, expect, it } from 'vitest';
import { easternDay, redPacketWindow } from '../src/index.ts';

const rules = [
  { start_time: '2026-01-01', end_time: '2027-12-31' },
  { start_time: '2026-01-01 00:00:00', end_time: '2027-12-31 00:00:00' },
];
/** An instant in Beijing time. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);

describe('redPacketWindow', () => {
  it('counts down to 10:00 Beijing time before the window', () => {
    expect(redPacketWindow(rules, beijing('2026-11-24T09:59:59'))).toEqual({ state: 'before', until: beijing('2026-11-24T10:00:00') });
    expect(redPacketWindow(rules, beijing('2026-11-24T00:00:00'))).toEqual({ state: 'before', until: beijing('2026-11-24T10:00:00') });
  });

  it('is open from 10:00 to just before 12:00, counting down to the end', () => {
    expect(redPacketWindow(rules, beijing('2026-11-24T10:00:00'))).toEqual({ state: 'open', until: beijing('2026-11-24T12:00:00') });
    expect(redPacketWindow(rules, beijing('2026-11-24T11:59:59'))).toEqual({ state: 'open', until: beijing('2026-11-24T12:00:00') });
  });

  it('is over for the day from 12:00, counting down to tomorrow 10:00', () => {
    expect(redPacketWindow(rules, beijing('2026-11-24T12:00:00'))).toEqual({ state: 'after', until: beijing('2026-11-25T10:00:00') });
    expect(redPacketWindow(rules, beijing('2026-11-24T23:59:59'))).toEqual({ state: 'after', until: beijing('2026-11-25T10:00:00') });
  });

  it('tells the activity ended from the day ended, by the US Eastern dates of the rules', () => {
    // 2027-12-31 in New York: still the activity's last day; its window over, no tomorrow.
    expect(redPacketWindow(rules, beijing('2027-12-31T13:00:00')).state).toBe('after');
    expect(redPacketWindow(rules, beijing('2028-01-01T13:00:00'))).toEqual({ state: 'ended' });
    // Beijing 2028-01-02 09:00 is 2028-01-01 in New York: after the last day.
    expect(redPacketWindow(rules, beijing('2028-01-02T09:00:00'))).toEqual({ state: 'ended' });
  });

  it('has not started before the first Eastern day, counting down to its first window', () => {
    const later = [{ start_time: '2026-12-01', end_time: '2026-12-31' }];
    const state = redPacketWindow(later, beijing('2026-11-24T15:00:00'));
    expect(state.state).toBe('notStarted');
    // The first 10:00 Beijing opening that falls on 2026-12-01 in New York: 2026-12-01 10:00 Beijing is
    // still 2026-11-30 there, so the next day's.
    expect(state.until).toBe(beijing('2026-12-02T10:00:00'));
  });

  it('works without dated rules as a plain daily window', () => {
    expect(redPacketWindow([], beijing('2026-11-24T10:30:00')).state).toBe('open');
    expect(redPacketWindow([{ start_time: '', end_time: '' }], beijing('2026-11-24T15:00:00')).state).toBe('after');
  });

  it('reads the Eastern day with daylight saving', () => {
    expect(easternDay(Date.parse('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(easternDay(Date.parse('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    expect(easternDay(Date.parse('2026-01-01T04:59:00Z'))).toBe('2025-12-31');
    expect(easternDay(Date.parse('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
  });
});
