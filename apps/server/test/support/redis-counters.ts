import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, it } from 'vitest';
import { connectSharedCounters, type SharedCounters } from '../../src/rate-limits/shared-counters.ts';
import { skipWhenUnavailable } from './suites.ts';
import { testTargets, type TestTarget } from './test-database.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when the test Redis answers; unreachable outside CI means those suites are skipped, in CI a failure. */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    if (process.env.CI) throw new Error(`Redis is required in CI but unreachable at ${TEST_REDIS_URL}`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Shared counters under a key prefix of their own, so runs never see each other's counts; `dispose` deletes its keys. */
export function freshSharedCounters(): SharedCounters & { dispose(): Promise<void> } {
  const shared = connectSharedCounters(TEST_REDIS_URL, `lobby-test-${randomUUID()}:`);
  // SharedCounters is a class (outage tracking in private fields): the instance itself gets `dispose`.
  return Object.assign(shared, {
    async dispose() {
      const keys = await shared.redis.keys(`${shared.keyPrefix}*`);
      if (keys.length > 0) await shared.redis.del(...keys);
      await shared.redis.quit();
    },
  });
}

const redisUp = await redisAvailable();

/** Every database target crossed with both counter stores (memory, Redis), for describe.each. */
export const counterStoreTargets = testTargets.flatMap((target) =>
  [{ store: 'memory', redis: false }, { store: 'Redis', redis: true }].map((store) => ({ ...store, target, dialect: target.dialect })),
);

/**
 * Inside a describe of counterStoreTargets: null when the suite cannot run (its database or Redis is
 * missing; marked skipped visibly); otherwise the suite's shared counters (undefined for memory),
 * disposed after the suite.
 */
export function useCounterStore({ target, redis }: { target: TestTarget; redis: boolean }): { shared: SharedCounters | undefined } | null {
  if (skipWhenUnavailable(target)) return null;
  if (redis && !redisUp) {
    it.skip('Redis unreachable: suite skipped', () => undefined);
    return null;
  }
  const shared = redis ? freshSharedCounters() : undefined;
  afterAll(() => shared?.dispose());
  return { shared };
}
