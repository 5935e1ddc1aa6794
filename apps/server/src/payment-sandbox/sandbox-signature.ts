import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the payer chose on the sandbox page. */
export type SandboxOutcome = 'pay' | 'cancel';

/**
 * The secret the sandbox provider and the merchant side share, as a real provider's merchant key.
 * PAYMENT_SANDBOX_SECRET sets it; unset, each process draws its own, which is enough because the
 * page, the provider and the callback all run in this server.
 */
const secret = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex');

/** HMAC-SHA256 over the order number and the outcome, hex. */
export function signCallback(depositNo: string, outcome: SandboxOutcome): string {
  return createHmac('sha256', secret).update(`${depositNo}:${outcome}`).digest('hex');
}

/** Constant-time comparison, so the signature cannot be guessed byte by byte from response times. */
export function isValidSignature(depositNo: string, outcome: SandboxOutcome, sign: string): boolean {
  const expected = Buffer.from(signCallback(depositNo, outcome), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sign) ? sign : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
