import { api, type CallDef } from '@lobby/contract';

/** Whose requests one counter adds up: a client address (calls made before login) or a member. */
export type RateLimitSubject = 'address' | 'member';

export interface RateLimitRule {
  /** Requests allowed per window; the next one in the window is answered 429. */
  max: number;
  windowMs: number;
  per: RateLimitSubject;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function rule(call: CallDef<unknown, unknown>, max: number, windowMs: number, per: RateLimitSubject) {
  return [`${call.method} ${call.path}`, { max, windowMs, per }] as const;
}

/**
 * Login, registration and every call that moves money or checks the payment password. Limits are set
 * well above what a person tapping the app can reach (the transfer page's fastest use is about one
 * transfer a second) and low enough to stop a script. Member calls count per member, so members behind
 * one address (a café, a carrier's NAT) do not share a budget; calls before login can only count per
 * address. Failed logins have their own, stricter throttle (auth/login-throttle.ts).
 */
export const RATE_LIMITS: ReadonlyMap<string, RateLimitRule> = new Map([
  rule(api.login_pc, 30, MINUTE, 'address'),
  rule(api.register, 20, HOUR, 'address'),
  rule(api.transfer, 60, MINUTE, 'member'),
  rule(api.transall, 20, MINUTE, 'member'),
  rule(api.getGameUrl, 30, MINUTE, 'member'),
  rule(api.recharge, 10, MINUTE, 'member'),
  rule(api.withdraw, 10, MINUTE, 'member'),
  rule(api.douserredpacket, 20, MINUTE, 'member'),
  rule(api.dofanshui, 10, MINUTE, 'member'),
  rule(api.bindcard, 10, MINUTE, 'member'),
  rule(api.delcard, 10, MINUTE, 'member'),
  rule(api.editPassword, 10, MINUTE, 'member'),
  rule(api.editPayPassword, 10, MINUTE, 'member'),
]);

export function rateLimitOf(method: string, url: string): RateLimitRule | undefined {
  return RATE_LIMITS.get(`${method} ${url}`);
}
