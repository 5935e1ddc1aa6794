import { messages } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { DomainError, ErrorCode } from '../domain-error.ts';

const HEADER = 'idempotency-key';
/** 1-128 printable ASCII characters: a UUID, or whatever an operator's client generates. */
const ALLOWED = /^[\x21-\x7e]{1,128}$/;

/** The request's Idempotency-Key; undefined when none was sent; a malformed one is refused (400). */
export function idempotencyHeaderOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[HEADER];
  if (sent === undefined) return undefined;
  if (typeof sent !== 'string' || !ALLOWED.test(sent)) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest, 400);
  return sent;
}
