import { isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`): none (false), the
 * proxies at these addresses or ranges, or the nearest `hops` hops whatever their addresses (a CDN
 * whose edge addresses change). Never `true`: that believes any client. A hop count believes a client
 * that reaches the server directly too (Fastify 5.12.1 stopped accepting a number for that reason), so
 * it is for servers that only the proxies can reach; the README says so.
 */
export type TrustProxy = false | string[] | { hops: number };

/** Fastify's `trustProxy` for a setting: a hop count becomes the function proxy-addr calls per hop (0 is the socket's peer). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address, hop) => hop < trust.hops;
}

/** More hops than any real chain of proxies: a larger number is a typo or an attempt to trust everything. */
const MAX_HOPS = 10;

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

const FORM = `the number of proxies in front (1 to ${MAX_HOPS}), or a comma list of their addresses or CIDRs (127.0.0.1,10.0.0.0/8; or loopback, linklocal, uniquelocal)`;

/** TRUST_PROXY: unset, empty, `0` or `false` is off; anything else must be a hop count or a list of proxy addresses, or the server does not start. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || /^0+$/.test(text)) return false;
  if (text === 'true') throw new Error(`TRUST_PROXY=true would believe X-Forwarded-For from any client; set ${FORM}`);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY=${text}: set ${FORM}`);
    return { hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const malformed = entries.filter((entry) => !isAddressOrRange(entry));
  if (malformed.length > 0) throw new Error(`TRUST_PROXY must be ${FORM}, got "${value}" ("${malformed.join('", "')}" is not one)`);
  return entries;
}
