import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { messages } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, ErrorCode } from '../../domain-error.ts';
import { rateLimitOf, type RateLimitSubject } from '../../rate-limits/rate-limit-policy.ts';
import { failOpenStore } from '../../rate-limits/fail-open-store.ts';
import type { SharedCounters } from '../../rate-limits/shared-counters.ts';

interface RateLimitOptions {
  /** Counters in Redis when several processes serve the site (in memory while it is away); in memory otherwise. */
  sharedCounters?: SharedCounters;
  /**
   * Multiplies the limits, for test rigs: many members registered from one address
   * (RATE_LIMIT_ADDRESS_SCALE), or thousands of transfers from a few members in a ledger stress test.
   */
  scale?: RateLimitScale;
}

export type RateLimitScale = Partial<Record<RateLimitSubject, number>>;

function keyOf(per: RateLimitSubject): (request: FastifyRequest) => string {
  // Member calls run after the auth preHandler, which has already refused a request without a member.
  if (per === 'member') return (request) => `member:${request.member?.id ?? normalizeIP(request.ip)}`;
  return (request) => `address:${normalizeIP(request.ip)}`;
}

/**
 * 429 with the envelope (code 429 and a Chinese message) once a client passes the limit of a call in
 * rate-limits/rate-limit-policy.ts. The check runs before the handler, so a refused request changes nothing.
 */
export default fp<RateLimitOptions>(async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  // Runs before @fastify/rate-limit's own onRoute hook (registered below), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = methods.map((method) => rateLimitOf(method, route.url)).find((found) => found !== undefined);
    if (!rule) return;
    const scale = options.scale?.[rule.per] ?? 1;
    route.config ??= {};
    route.config.rateLimit = { max: Math.max(1, Math.round(rule.max * scale)), timeWindow: rule.windowMs, keyGenerator: keyOf(rule.per) };
  });

  const shared = options.sharedCounters;
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    // Redis, or memory while Redis is away (fail-open-store.ts): an outage of Redis must neither take the
    // cashier down with it nor lift the limits.
    store: shared ? failOpenStore(shared, `${shared.keyPrefix}rate-limit:`) : undefined,
    // Should a store still fail, the request goes through: the ledger's own checks hold every amount.
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new DomainError(ErrorCode.tooManyRequests, messages.server.rateLimited, 429),
  });
});
