import { createHash } from 'node:crypto';

/**
 * Fields left out of the fingerprint: passwords authorise a request but do not say what it does, and a
 * plain hash of a six-digit payment password would be read back from the table by brute force.
 */
const SECRET_FIELDS = new Set(['password', 'pay_pass', 'paypassword']);

/** Objects with their keys sorted, recursively: two bodies that differ only in key order are one request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
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
