import { describe, expect, it } from 'vitest';
import { depositCountdown, depositSecondsLeft, parseServerTime } from '../src/index.ts';

const created = '2024-05-01 12:00:00';
const at = (offsetSeconds: number): number => parseServerTime(created)!.getTime() + offsetSeconds * 1000;

describe('deposit countdown', () => {
  it('starts at 60:00 and ticks each second', () => {
    expect(depositSecondsLeft(created, at(0))).toBe(3600);
    expect(depositCountdown(created, at(0))).toBe('60:00');
    expect(depositCountdown(created, at(1))).toBe('59:59');
    expect(depositCountdown(created, at(1.5))).toBe('59:58'); // whole seconds, rounded down
    expect(depositCountdown(created, at(3599))).toBe('00:01');
  });
  it('stops at 00:00, never negative', () => {
    expect(depositCountdown(created, at(3600))).toBe('00:00');
    expect(depositSecondsLeft(created, at(7200))).toBe(0);
    expect(depositCountdown(created, at(7200))).toBe('00:00');
  });
  it('caps a clock ahead of the server at 60:00 and reads a bad time as expired', () => {
    expect(depositCountdown(created, at(-30))).toBe('60:00');
    expect(depositCountdown('not a time', at(0))).toBe('00:00');
  });
  it('accepts a Date for created_at', () => {
    expect(depositCountdown(new Date(at(0)), new Date(at(60)))).toBe('59:00');
  });
});
