import { randomUUID } from 'node:crypto';
import { messages } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { DomainError, ErrorCode } from '../domain-error.ts';

const HEADER = 'idempotency-key';
const ALLOWED = /^[\x21-\x7e]{1,128}$/;

/**
 * The key of a money-moving call. The spec's payloads have no room for one, so a client that retries
 * sends an `Idempotency-Key` header; the key is scoped by call and member so that two members (or two
 * calls) can never collide. Without the header every request is a new movement.
 */
export function idempotencyKeyFor(request: FastifyRequest, call: string, memberId: number): string {
  const sent = request.headers[HEADER];
  if (sent === undefined) return `auto:${randomUUID()}`;
  if (typeof sent !== 'string' || !ALLOWED.test(sent)) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest, 400);
  return `${call}:${memberId}:${sent}`;
}
