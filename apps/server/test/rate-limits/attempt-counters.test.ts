import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryAttemptCounters, type AttemptCounters } from '../../src/rate-limits/attempt-counters.ts';
import { RedisAttemptCounters } from '../../src/rate-limits/redis-attempt-counters.ts';
import { freshSharedCounters, redisAvailable } from '../support/redis-counters.ts';

const redisUp = await redisAvailable();
const WINDOW = 15 * 60_000;

/** The same rules for both stores: what several processes share in Redis, one process keeps in memory. */
const stores: Array<{ name: string; skip: boolean; open: () => { counters: AttemptCounters; dispose(): Promise<void> } }> = [
  { name: 'memory', skip: false, open: () => ({ counters: new MemoryAttemptCounters(), dispose: async () => undefined }) },
  {
    name: 'Redis',
    skip: !redisUp,
    open: () => {
      const shared = freshSharedCounters();
      return { counters: new RedisAttemptCounters(shared), dispose: () => shared.dispose() };
    },
  },
];

describe.each(stores)('attempt counters in $name', ({ skip, open }) => {
  if (skip) {
    it.skip('Redis unreachable: suite skipped', () => undefined);
    return;
  }
  const { counters, dispose } = open();
  afterAll(dispose);
  const counter = (key: string, limit: number) => ({ key, limit });

  it('lets exactly the limit of 30 parallel reservations through', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => counters.reserve([counter('burst', 5)], WINDOW)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('reserves on every counter or on none: a full counter leaves the others untouched', async () => {
    for (let i = 0; i < 2; i += 1) expect(await counters.reserve([counter('narrow', 2)], WINDOW)).toBe(true);
    expect(await counters.reserve([counter('wide', 3), counter('narrow', 2)], WINDOW)).toBe(false);
    for (let i = 0; i < 3; i += 1) expect(await counters.reserve([counter('wide', 3)], WINDOW)).toBe(true);
    expect(await counters.reserve([counter('wide', 3)], WINDOW)).toBe(false);
  });

  it('gives a released attempt back, never below zero, and forgets cleared keys', async () => {
    expect(await counters.reserve([counter('given-back', 1)], WINDOW)).toBe(true);
    expect(await counters.reserve([counter('given-back', 1)], WINDOW)).toBe(false);
    await counters.release(['given-back']);
    await counters.release(['given-back']);
    expect(await counters.reserve([counter('given-back', 1)], WINDOW)).toBe(true);
    expect(await counters.reserve([counter('given-back', 1)], WINDOW)).toBe(false);
    await counters.clear(['given-back']);
    expect(await counters.reserve([counter('given-back', 1)], WINDOW)).toBe(true);
  });

  it('frees a key when its window has passed', async () => {
    expect(await counters.reserve([counter('short', 1)], 200)).toBe(true);
    expect(await counters.reserve([counter('short', 1)], 200)).toBe(false);
    await sleep(300);
    expect(await counters.reserve([counter('short', 1)], 200)).toBe(true);
  });
});
