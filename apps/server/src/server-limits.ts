import type { FastifyServerOptions } from 'fastify';

/**
 * How long a client may take and how many connections it may hold, so slow or stalled clients (a body
 * that never finishes, headers sent a byte at a time) cannot hold every connection of the process.
 */
export interface ServerLimits {
  /** REQUEST_TIMEOUT_MS: the whole request, headers and body, must arrive within this (then 408 and closed). */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS: the headers must arrive within this; at most requestTimeoutMs. */
  headersTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** MAX_CONNECTIONS: connections open at once; further ones are closed at accept. Below `ulimit -n`. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  // Fastify's default: longer than the idle timeout of common load balancers (60 s), so a balancer never
  // reuses a connection this server has just closed.
  keepAliveTimeoutMs: 72_000,
  maxConnections: 4_096,
};

const VARIABLES: Record<keyof ServerLimits, string> = {
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'MAX_CONNECTIONS',
};

export function parseServerLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const limits = { ...DEFAULT_SERVER_LIMITS };
  for (const [field, name] of Object.entries(VARIABLES) as [keyof ServerLimits, string][]) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
    limits[field] = number;
  }
  return limits;
}

/**
 * Fastify's and Node's options for the limits. Node checks the request and header timeouts on a timer
 * (every 30 s by default, so a stalled request could live twice its timeout): checked every second here,
 * or more often for shorter timeouts.
 */
export function serverLimitOptions(limits: ServerLimits): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1_000, headersTimeout) },
  };
}
