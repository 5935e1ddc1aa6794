import { describe, expect, it } from 'vitest';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from '../../src/auth/login-throttle.ts';
import { MemoryAttemptCounters } from '../../src/rate-limits/attempt-counters.ts';

describe('the login throttle on memory counters', () => {
  const window = 15 * 60_000;
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };
  const throttleAt = (now: () => number, limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) => createLoginThrottle(new MemoryAttemptCounters(now), limits);
  /** n attempts that turn out wrong: each keeps its reservation. */
  const fail = async (throttle: ReturnType<typeof throttleAt>, n: number, account: (i: number) => string, address: (i: number) => string) => {
    for (let i = 0; i < n; i += 1) expect(await throttle.reserveAttempt(account(i), address(i))).toBe(true);
  };

  it('allows 5 attempts at an account from one address in 15 minutes, and frees it when they age out', async () => {
    const time = clock();
    const throttle = throttleAt(time.now);
    await fail(throttle, 5, () => 'alice1', () => '10.0.0.1');
    expect(await throttle.reserveAttempt('alice1', '10.0.0.1')).toBe(false);
    expect(await throttle.reserveAttempt('bob1', '10.0.0.2')).toBe(true);
    time.advance(window + 1);
    expect(await throttle.reserveAttempt('alice1', '10.0.0.1')).toBe(true);
  });

  it('counts nothing for a refused attempt, so waiting out the window is enough', async () => {
    const time = clock();
    const throttle = throttleAt(time.now);
    await fail(throttle, 5, () => 'alice1', () => '10.0.0.1');
    time.advance(window / 2);
    for (let i = 0; i < 10; i += 1) expect(await throttle.reserveAttempt('alice1', '10.0.0.1')).toBe(false);
    time.advance(window / 2 + 1);
    expect(await throttle.reserveAttempt('alice1', '10.0.0.1')).toBe(true);
  });

  it("does not lock the owner out when a stranger's address used up its attempts at the account", async () => {
    const throttle = throttleAt(clock().now);
    await fail(throttle, 5, () => 'alice1', () => '203.0.113.66');
    expect(await throttle.reserveAttempt('alice1', '203.0.113.66')).toBe(false);
    expect(await throttle.reserveAttempt('alice1', '10.0.0.1')).toBe(true);
  });

  it('blocks an account after 50 failures spread over many addresses', async () => {
    const throttle = throttleAt(clock().now);
    await fail(throttle, 50, () => 'alice1', (i) => `10.0.${i}.1`);
    expect(await throttle.reserveAttempt('alice1', '10.9.9.9')).toBe(false);
  });

  it('blocks an address after 20 failures over any accounts', async () => {
    const throttle = throttleAt(clock().now);
    await fail(throttle, 20, (i) => `user${i}`, () => '10.0.0.1');
    expect(await throttle.reserveAttempt('fresh1', '10.0.0.1')).toBe(false);
    expect(await throttle.reserveAttempt('fresh1', '10.0.0.2')).toBe(true);
  });

  it("clears the account's counts on success, keeps the address's failures and gives back the successful attempt", async () => {
    const throttle = throttleAt(clock().now, { perAccountFromAddress: 3, perAccount: 3, perAddress: 4, windowMs: window });
    await fail(throttle, 2, () => 'alice1', () => '10.0.0.1');
    // The third attempt is the right password.
    expect(await throttle.reserveAttempt('alice1', '10.0.0.1')).toBe(true);
    await throttle.recordSuccess('alice1', '10.0.0.1');
    await fail(throttle, 3, () => 'alice1', () => '10.0.0.2');
    // 10.0.0.1 keeps its two failures (one address may probe many accounts) and not the success: two more.
    await fail(throttle, 2, (i) => `user${i}`, () => '10.0.0.1');
    expect(await throttle.reserveAttempt('erin1', '10.0.0.1')).toBe(false);
  });
});
