import { createHash } from 'node:crypto';
import { messages } from '@lobby/contract';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { MAX_JSON_DEPTH } from '../json-depth.ts';

/**
 * Fields left out of the fingerprint: passwords authorise a request but do not say what it does, and a
 * plain hash of a six-digit payment password would be read back from the table by brute force.
 */
const SECRET_FIELDS = new Set(['password', 'pay_pass', 'paypassword']);

/**
 * Objects with their keys sorted, recursively: two bodies that differ only in key order are one request.
 * The body parser already refuses deeper bodies; the bound keeps this walk safe whatever calls it.
 */
function canonical(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_JSON_DEPTH) throw new DomainError(ErrorCode.badRequest, messages.input.tooDeep, 400);
  if (Array.isArray(value)) return value.map((item) => canonical(item, depth + 1));
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key], depth + 1)]),
  );
}

function withoutSecrets(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/**
 * What makes a retry the same request: method, path and the body as the route reads it (after the
 * schema's coercion, so 100 and "100" where the schema says string are one request), secrets left out.
 */
export function requestFingerprint(request: { method: string; url: string; body?: unknown }): string {
  const text = JSON.stringify([request.method, request.url, canonical(withoutSecrets(request.body ?? null))]);
  return createHash('sha256').update(text).digest('hex');
}
