import { isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`): none (false), or the
 * proxies at these addresses or ranges. Never `true` nor a hop count: either lets a client that reaches
 * the server directly choose its own address, and with it every per-address limit (Fastify 5.12.1
 * dropped hop counts for that reason: they cannot tell the proxy from a direct client).
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const FORM = 'a comma list of the proxies\' addresses or CIDRs (127.0.0.1,10.0.0.0/8; or loopback, linklocal, uniquelocal)';

/** TRUST_PROXY: unset, empty or `false` is off; anything else must be a list of proxy addresses, or the server does not start. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') throw new Error(`TRUST_PROXY=true would believe X-Forwarded-For from any client; set ${FORM}`);
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUST_PROXY=${text}: a hop count would believe X-Forwarded-For from a client that reaches the server directly; set ${FORM}`);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const malformed = entries.filter((entry) => !isAddressOrRange(entry));
  if (malformed.length > 0) throw new Error(`TRUST_PROXY must be ${FORM}, got "${value}" ("${malformed.join('", "')}" is not one)`);
  return entries;
}
