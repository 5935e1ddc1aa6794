import { Redis } from 'ioredis';

/**
 * Where counters live when several server processes must agree on them (REDIS_URL). Short timeouts and a
 * single retry: a counter store that is slow to answer must not hold up the member's request.
 */
export interface SharedCounters {
  redis: Redis;
  /** Prefixed to every key, so one Redis can serve several sites (and test runs) without mixing counts. */
  keyPrefix: string;
}

export function connectSharedCounters(url: string, keyPrefix = 'lobby:'): SharedCounters {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  return { redis, keyPrefix };
}
