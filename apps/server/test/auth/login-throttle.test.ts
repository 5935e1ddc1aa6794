import { describe, expect, it } from 'vitest';
import { MemoryLoginThrottle } from '../../src/auth/login-throttle.ts';

describe('MemoryLoginThrottle', () => {
  const window = 15 * 60_000;
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('blocks an account from one address after 5 failures in 15 minutes, and frees it when they age out', async () => {
    const time = clock();
    const throttle = new MemoryLoginThrottle(undefined, time.now);
    for (let i = 0; i < 4; i += 1) await throttle.recordFailure('alice1', '10.0.0.1');
    expect(await throttle.isBlocked('alice1', '10.0.0.1')).toBe(false);
    await throttle.recordFailure('alice1', '10.0.0.1');
    expect(await throttle.isBlocked('alice1', '10.0.0.1')).toBe(true);
    expect(await throttle.isBlocked('bob1', '10.0.0.2')).toBe(false);
    time.advance(window + 1);
    expect(await throttle.isBlocked('alice1', '10.0.0.1')).toBe(false);
  });

  it("does not lock the owner out when a stranger's address used up the account's failures", async () => {
    const throttle = new MemoryLoginThrottle(undefined, clock().now);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('alice1', '203.0.113.66');
    expect(await throttle.isBlocked('alice1', '203.0.113.66')).toBe(true);
    expect(await throttle.isBlocked('alice1', '10.0.0.1')).toBe(false);
  });

  it('blocks an account after 50 failures spread over many addresses', async () => {
    const throttle = new MemoryLoginThrottle(undefined, clock().now);
    for (let i = 0; i < 49; i += 1) await throttle.recordFailure('alice1', `10.0.${i}.1`);
    expect(await throttle.isBlocked('alice1', '10.9.9.9')).toBe(false);
    await throttle.recordFailure('alice1', '10.0.99.1');
    expect(await throttle.isBlocked('alice1', '10.9.9.9')).toBe(true);
  });

  it('blocks an address after 20 failures over any accounts', async () => {
    const throttle = new MemoryLoginThrottle(undefined, clock().now);
    for (let i = 0; i < 20; i += 1) await throttle.recordFailure(`user${i}`, '10.0.0.1');
    expect(await throttle.isBlocked('fresh1', '10.0.0.1')).toBe(true);
    expect(await throttle.isBlocked('fresh1', '10.0.0.2')).toBe(false);
  });

  it("clears the account's counts on success but keeps the address count", async () => {
    const throttle = new MemoryLoginThrottle({ perAccountFromAddress: 2, perAccount: 2, perAddress: 3, windowMs: window }, clock().now);
    await throttle.recordFailure('alice1', '10.0.0.1');
    await throttle.recordFailure('alice1', '10.0.0.1');
    expect(await throttle.isBlocked('alice1', '10.0.0.2')).toBe(true);
    await throttle.recordSuccess('alice1', '10.0.0.1');
    expect(await throttle.isBlocked('alice1', '10.0.0.2')).toBe(false);
    await throttle.recordFailure('carol1', '10.0.0.1');
    expect(await throttle.isBlocked('alice1', '10.0.0.1')).toBe(true);
  });
});
