import pg from 'pg';
import type { BusStatus, Channel, EventBus } from './event-bus.ts';
import { encodeNotifyPayload, NotifyPayloadDecoder } from './notify-payloads.ts';
import { IdBatches } from './id-batches.ts';
import { Subscribers } from './subscribers.ts';

export interface PostgresEventBusOptions {
  /** The database's URL: the listening connection is opened with it, outside the pool. */
  url: string;
  /** Channels are `<namespace>.<name>`: the schema (test suites share one database), or 'lobby'. */
  namespace: string;
  /** Gives up a listening connection not made within this (a database that accepts but never answers); then retried. */
  connectTimeoutMs?: number;
  /** Sends one NOTIFY outside any transaction (`select pg_notify(...)` on the database's pool). */
  notify: (channel: string, text: string) => Promise<void>;
  report?: (error: unknown) => void;
  /** Reconnection waits double from the first to the last (with jitter); a health query runs every pingMs. */
  timings?: Partial<{ firstRetryMs: number; lastRetryMs: number; pingMs: number; pingTimeoutMs: number }>;
}

const DEFAULT_TIMINGS = { firstRetryMs: 250, lastRetryMs: 10_000, pingMs: 15_000, pingTimeoutMs: 5_000 };
/** A publish that fails (pool exhausted, database restarting) is tried again this many times. */
const PUBLISH_ATTEMPTS = 3;

/**
 * PostgreSQL's bus (see event-bus.ts). One dedicated client per process LISTENs to every subscribed
 * channel, opened at the first subscription. When it drops (error, end, or a health query that fails or
 * hangs) the bus says 'down' and reconnects with growing waits; once it LISTENs again it says 'up'.
 */
export function createPostgresEventBus(options: PostgresEventBusOptions): EventBus {
  const report = options.report ?? ((error) => console.error('event bus', error));
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  const subscribers = new Subscribers(report);
  const decoder = new NotifyPayloadDecoder();
  const fullName = (name: string) => `${options.namespace}.${name}`;
  const channelByFullName = new Map<string, string>();

  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let healthy = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let whenUp = deferred();
  let listening: Promise<unknown> = Promise.resolve();
  const inFlight = new Set<Promise<void>>();

  function start(): void {
    if (started || closed) return;
    started = true;
    void connect();
  }

  async function connect(): Promise<void> {
    // Named by namespace, so an operator (or a test) can tell this process's listening connection apart.
    const candidate = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      connectionTimeoutMillis: options.connectTimeoutMs,
      application_name: `lobby-events:${options.namespace}`.slice(0, 63),
    });
    candidate.on('error', (error) => lose(candidate, error));
    candidate.on('end', () => lose(candidate, new Error('listening connection ended')));
    candidate.on('notification', (message) => hear(message.channel, message.payload ?? ''));
    try {
      await candidate.connect();
      // Channels subscribed while this ran are listened to as well: the loop ends when none is left.
      const heard = new Set<string>();
      for (let names = subscribers.channelNames(); names.some((name) => !heard.has(name)); names = subscribers.channelNames()) {
        for (const name of names.filter((candidateName) => !heard.has(candidateName))) {
          await candidate.query(`LISTEN ${pg.escapeIdentifier(fullName(name))}`);
          heard.add(name);
        }
      }
    } catch (error) {
      lose(candidate, error);
      return;
    }
    if (closed) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    failures = 0;
    healthy = true;
    whenUp.resolve();
    pingTimer = setInterval(() => void ping(candidate), timings.pingMs);
    pingTimer.unref();
    subscribers.announce('up');
  }

  /** Idempotent per client: the first of its error/end/failed ping counts. */
  function lose(lost: pg.Client, error: unknown): void {
    if ((lost as { lostByBus?: boolean }).lostByBus) return;
    (lost as { lostByBus?: boolean }).lostByBus = true;
    void lost.end().catch(() => undefined);
    if (client === lost) client = undefined;
    clearInterval(pingTimer);
    decoder.reset();
    if (closed) return;
    if (healthy) {
      healthy = false;
      whenUp = deferred();
      report(new Error(`event bus connection lost, events may be missed until it is back: ${String(error)}`));
      subscribers.announce('down');
    }
    const wait = Math.min(timings.lastRetryMs, timings.firstRetryMs * 2 ** failures) * (0.75 + Math.random() / 2);
    failures += 1;
    retryTimer = setTimeout(() => void connect(), wait);
    retryTimer.unref();
  }

  async function ping(pinged: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health query timed out')), timings.pingTimeoutMs);
    });
    try {
      await Promise.race([pinged.query('select 1'), timeout]);
    } catch (error) {
      lose(pinged, error);
    } finally {
      clearTimeout(timer);
    }
  }

  function hear(channel: string, text: string): void {
    const name = channelByFullName.get(channel);
    if (name === undefined) return;
    let whole: { payload: unknown } | undefined;
    try {
      whole = decoder.accept(text);
    } catch (error) {
      report(error);
      return;
    }
    if (whole) subscribers.deliver(name, whole.payload);
  }

  async function send(channel: string, parts: string[]): Promise<void> {
    for (const part of parts) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await options.notify(channel, part);
          break;
        } catch (error) {
          if (attempt >= PUBLISH_ATTEMPTS || closed) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    }
  }

  function publish<Payload>(channel: Channel<Payload>, payload: Payload): Promise<void> {
    const sending = send(fullName(channel.name), encodeNotifyPayload(payload));
    const tracked = sending.catch(report).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return sending;
  }
  const batches = new IdBatches(publish);

  return {
    kind: 'postgres',
    get healthy() {
      return healthy;
    },
    publish,
    publishId: (channel, id) => batches.add(channel, id),
    subscribe(channel, listener) {
      const { first, remove } = subscribers.add(channel, listener);
      if (first) {
        channelByFullName.set(fullName(channel.name), channel.name);
        const current = client;
        if (current) listening = Promise.all([listening, current.query(`LISTEN ${pg.escapeIdentifier(fullName(channel.name))}`).catch((error) => lose(current, error))]);
      }
      start();
      return remove;
    },
    onStatus(listener: (status: BusStatus) => void) {
      start();
      return subscribers.addStatusListener(listener);
    },
    async ready() {
      start();
      await whenUp.promise;
      await listening;
    },
    async close() {
      await batches.flush();
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      await Promise.all(inFlight);
      const current = client;
      client = undefined;
      healthy = false;
      if (current) {
        (current as { lostByBus?: boolean }).lostByBus = true;
        await current.end().catch(() => undefined);
      }
    },
  };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
