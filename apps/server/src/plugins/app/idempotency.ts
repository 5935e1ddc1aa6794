import { setTimeout as sleep } from 'node:timers/promises';
import { api, IDEMPOTENCY_KEY_REUSED_CODE, IDEMPOTENT_CALLS, messages, REQUEST_IN_PROGRESS_CODE, type IdempotentCallKey } from '@lobby/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain-error.ts';
import { claimKey, claimStillRunning, completeKey, pruneKeys, releaseKey, renewClaims, type ClaimOutcome, type KeyClaim } from '../../idempotency/claimed-keys.ts';
import { idempotencyHeaderOf } from '../../idempotency/idempotency-header.ts';
import { envelopeCodeOf, isFinalOutcome } from '../../idempotency/final-outcome.ts';
import { DEFAULT_IDEMPOTENCY_OPTIONS, RERUN_INSTEAD_OF_REPLAY, type IdempotencyOptions } from '../../idempotency/idempotency-policy.ts';
import { requestFingerprint } from '../../idempotency/request-fingerprint.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The claimed key whose answer this request stores; null without a key or when replaying. */
    idempotencyClaim: { id: number; storesAnswer: boolean } | null;
  }
}

const PRUNE_EVERY_MS = 60 * 60_000;

const routeKey = (method: string, url: string) => `${method} ${url}`;
const idempotentRoutes = new Map<string, IdempotentCallKey>(IDEMPOTENT_CALLS.map((call) => [routeKey(api[call].method, api[call].path), call]));

/**
 * Idempotency-Key on every money-moving call (contract IDEMPOTENT_CALLS). Before the handler, the key
 * is claimed in `idempotency_keys` for the member and call; the same request again replays the first
 * answer, another request with the key is refused, and a retry while the first still runs waits for its
 * answer. Without the header nothing changes: each request is new.
 */
export default fp<Partial<IdempotencyOptions>>(async function idempotency(app: FastifyInstance, overrides) {
  const options = { ...DEFAULT_IDEMPOTENCY_OPTIONS, ...overrides };
  // Claims this process holds, renewed while their requests run: a claim that stops being renewed
  // is a dead process's, and a retry may take it over.
  const running = new Set<number>();
  app.decorateRequest('idempotencyClaim', null);

  // Route-level and appended, so the claim runs last: after auth (which names the member) and after
  // the rate limit (a refused request claims nothing), right before the handler.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const call = methods.map((method) => idempotentRoutes.get(routeKey(method, route.url))).find((found) => found !== undefined);
    if (!call) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), claimBeforeHandler(app, call, options, running)];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    running.delete(claim.id);
    try {
      // A fault decided nothing (its transaction rolled back), and a transient refusal (a rate limit, a
      // lock, busy) may not be the answer later: give the key back for the retry.
      if (typeof payload !== 'string' || !isFinalOutcome({ statusCode: reply.statusCode, envelopeCode: envelopeCodeOf(payload) })) await releaseKey(app.db, claim.id);
      else await completeKey(app.db, claim.id, claim.storesAnswer ? { statusCode: reply.statusCode, body: payload } : null);
    } catch (error) {
      // The answer still goes out; the claim stays 'processing' until its lease ends, and a retry then
      // runs again under the ledger's own key.
      request.log.error({ err: error }, 'idempotency: storing the answer failed');
    }
    return payload;
  });

  // Only if onSend never ran for it: stop renewing, so the claim's lease ends and a retry can run.
  app.addHook('onResponse', async (request) => {
    if (request.idempotencyClaim) running.delete(request.idempotencyClaim.id);
  });

  const timers = [
    setInterval(() => {
      renewClaims(app.db, [...running]).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency: renewing claims failed'));
    }, options.heartbeatMs),
    setInterval(() => {
      pruneKeys(app.db, options.retentionMs).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency: pruning failed'));
    }, PRUNE_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => timers.forEach(clearInterval));
});

function claimBeforeHandler(app: FastifyInstance, call: IdempotentCallKey, options: IdempotencyOptions, running: Set<number>): preHandlerAsyncHookHandler {
  return async function claimIdempotencyKey(request: FastifyRequest, reply: FastifyReply) {
    const key = idempotencyHeaderOf(request);
    if (key === undefined || !request.member) return;
    const claim: KeyClaim = { memberId: request.member.id, call, key, fingerprint: requestFingerprint(request) };

    const outcome = await claimWaiting(app, claim, options);
    switch (outcome.kind) {
      case 'claimed':
        request.idempotencyClaim = { id: outcome.claimId, storesAnswer: !RERUN_INSTEAD_OF_REPLAY.has(call) };
        running.add(outcome.claimId);
        return;
      case 'rerun':
        return;
      case 'replay':
        reply.code(outcome.statusCode).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true');
        reply.send(outcome.answer);
        return reply;
      case 'reused':
        throw new DomainError(IDEMPOTENCY_KEY_REUSED_CODE, messages.idempotency.keyReused);
      case 'inProgress':
        throw new DomainError(REQUEST_IN_PROGRESS_CODE, messages.idempotency.inProgress);
    }
  };
}

/** Claims, and while the first request with the key still runs, looks again until it ends or waitMs pass. */
async function claimWaiting(app: FastifyInstance, claim: KeyClaim, options: IdempotencyOptions): Promise<ClaimOutcome> {
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    const outcome = await claimKey(app.db, claim, options.leaseMs);
    if (outcome.kind !== 'inProgress') return outcome;
    do {
      if (Date.now() >= deadline) return outcome;
      await sleep(options.pollMs);
    } while (await claimStillRunning(app.db, claim, options.leaseMs));
  }
}
