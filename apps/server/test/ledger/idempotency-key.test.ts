import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain-error.ts';
import { idempotencyKeyFor } from '../../src/ledger/idempotency-key.ts';

const requestWith = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as FastifyRequest;

describe('idempotencyKeyFor', () => {
  it('scopes a sent Idempotency-Key by call and member', () => {
    expect(idempotencyKeyFor(requestWith({ 'idempotency-key': 'abc-123' }), 'transfer', 7)).toBe('transfer:7:abc-123');
    expect(idempotencyKeyFor(requestWith({ 'idempotency-key': 'abc-123' }), 'transfer', 8)).toBe('transfer:8:abc-123');
  });

  it('generates a fresh key when none is sent', () => {
    const first = idempotencyKeyFor(requestWith({}), 'transfer', 7);
    expect(first).toMatch(/^auto:[0-9a-f-]{36}$/);
    expect(idempotencyKeyFor(requestWith({}), 'transfer', 7)).not.toBe(first);
  });

  it('refuses an unusable key', () => {
    for (const bad of ['', 'has space', 'x'.repeat(129), ['a', 'b']]) {
      expect(() => idempotencyKeyFor(requestWith({ 'idempotency-key': bad }), 'transfer', 7)).toThrow(DomainError);
    }
  });
});
