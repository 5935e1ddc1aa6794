import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { idempotencyHeaderOf } from '../idempotency/idempotency-header.ts';

/**
 * The ledger key of a money-moving call: the inner guard beneath the claimed keys of
 * src/idempotency/. The spec's payloads have no room for a key, so a client that retries sends an
 * `Idempotency-Key` header; the key is scoped by call and member so that two members (or two calls)
 * can never collide. Without the header every request is a new movement.
 */
export function idempotencyKeyFor(request: FastifyRequest, call: string, memberId: number): string {
  const sent = idempotencyHeaderOf(request);
  return sent === undefined ? `auto:${randomUUID()}` : `${call}:${memberId}:${sent}`;
}
