import { describe, expect, it } from 'vitest';
import { beijingDate, campaignPeriod, depositWindow, easternDate, grabWindowPeriod } from '../../src/red-packets/red-packet-times.ts';
import { beijing } from './red-packet-fixtures.ts';

describe('red-packet times', () => {
  it('opens grabbing from 10:00 to before 12:00 Beijing time', () => {
    expect(grabWindowPeriod(beijing('2026-11-21 09:59:59'))).toBe('before');
    expect(grabWindowPeriod(beijing('2026-11-21 10:00:00'))).toBe('during');
    expect(grabWindowPeriod(beijing('2026-11-21 11:59:59'))).toBe('during');
    expect(grabWindowPeriod(beijing('2026-11-21 12:00:00'))).toBe('after');
  });

  it('counts deposits from the previous day 12:00 to 10:00, Beijing time, across month ends', () => {
    expect(depositWindow('2026-11-21')).toEqual({ from: '2026-11-20T04:00:00.000Z', to: '2026-11-21T02:00:00.000Z' });
    expect(depositWindow('2027-03-01')).toEqual({ from: '2027-02-28T04:00:00.000Z', to: '2027-03-01T02:00:00.000Z' });
    expect(depositWindow('2027-01-01')).toEqual({ from: '2026-12-31T04:00:00.000Z', to: '2027-01-01T02:00:00.000Z' });
  });

  it('refuses a grab day that is not a Beijing date instead of counting some other window', () => {
    for (const notADay of ['2026-11-21 10:00', '21/11/2026', '2026-11-32', '']) {
      expect(() => depositWindow(notADay), notADay).toThrow(`red packet: not a date: ${notADay}`);
    }
  });

  it('reads the grab day in Beijing and the campaign day in US Eastern time, daylight saving included', () => {
    const morning = beijing('2026-11-21 10:30:00');
    expect(beijingDate(morning)).toBe('2026-11-21');
    expect(easternDate(morning)).toBe('2026-11-20'); // 21:30 EST the evening before
    expect(easternDate(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30'); // EDT, UTC-4
    expect(easternDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    expect(easternDate(new Date('2026-12-01T04:59:00Z'))).toBe('2026-11-30'); // EST, UTC-5
  });

  it('runs the campaign on its start and end dates inclusive', () => {
    const campaign = { start_date: '2026-11-20', end_date: '2026-11-21' };
    expect(campaignPeriod(campaign, new Date('2026-11-20T04:59:59Z'))).toBe('before');
    expect(campaignPeriod(campaign, new Date('2026-11-20T05:00:00Z'))).toBe('during');
    expect(campaignPeriod(campaign, new Date('2026-11-22T04:59:59Z'))).toBe('during');
    expect(campaignPeriod(campaign, new Date('2026-11-22T05:00:00Z'))).toBe('after');
  });
});
