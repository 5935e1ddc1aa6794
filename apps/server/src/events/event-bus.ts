/**
 * The cross-process event bus: small JSON messages on named channels, delivered to every subscriber in
 * every server process on the same database, after the change they describe has committed.
 *
 *   const sessionEnded = defineChannel<{ tokenIds: number[] }>('session-ended');
 *   app.events.subscribe(sessionEnded, ({ tokenIds }) => ...);      // answers an unsubscribe function
 *   await app.events.publish(sessionEnded, { tokenIds: [42] });
 *   app.events.publishId(balancesChanged, memberId);               // batched: { ids } a tick later
 *   app.events.onStatus((status) => ...);                           // 'down' | 'up'
 *   await app.events.ready();                                       // subscriptions are live
 *
 * - SQLite (one process): an in-process emitter (memory-event-bus.ts). Another process writing the same
 *   file (the admin CLI) cannot reach it; the bus notices such writes (sqlite-foreign-writes.ts) and says
 *   'up' so that caches re-read.
 * - PostgreSQL: LISTEN/NOTIFY (postgres-event-bus.ts). Publishing is `pg_notify` on the database's pool,
 *   so the admin CLI and job processes publish too; each subscribing process holds one dedicated
 *   connection that LISTENs and reconnects with backoff. Payloads over NOTIFY's 8000-byte limit are sent
 *   in parts and put together again (notify-payloads.ts). Channels are named per schema, so test suites
 *   sharing one database never hear each other.
 *
 * Delivery is at most once: a subscriber that caches what events tell it must listen to the status.
 * 'down' means events may be lost from now on (the listening connection dropped); 'up' means the bus
 * hears again after a gap (or, on SQLite, that another process wrote), so whatever was cached must be
 * re-read. A process that just started is simply up: nothing is said until the first gap.
 *
 * Never publish inside a database transaction: the event would precede the commit (readers would see
 * the old rows), and on PostgreSQL a NOTIFY inside a transaction takes a global lock at commit that
 * serialises every notifying transaction. `afterCommit(trx, task)` (after-commit.ts) defers work to the
 * commit; balance changes are marked by the ledger and published coalesced (balance-changes.ts).
 */

import type { IdBatch } from './id-batches.ts';

export type BusStatus = 'down' | 'up';

/** A channel's name and, for the type checker only, its payload's type. */
export interface Channel<Payload> {
  readonly name: string;
  /** Never set: carries the payload type. */
  readonly payloadType?: Payload;
}

/** Short names of letters, digits and dashes: they become part of a PostgreSQL channel identifier. */
const CHANNEL_NAME = /^[a-z][a-z0-9-]{0,23}$/;

export function defineChannel<Payload>(name: string): Channel<Payload> {
  if (!CHANNEL_NAME.test(name)) throw new Error(`event channel names are short lower-case words: "${name}"`);
  return { name };
}

export interface EventBus {
  /** 'memory' on SQLite, 'postgres' across processes. */
  readonly kind: 'memory' | 'postgres';
  /** Sends a payload (JSON) to every subscriber of the channel in every process; rejects only on a local fault. */
  publish<Payload>(channel: Channel<Payload>, payload: Payload): Promise<void>;
  /**
   * Adds an id to the channel's next `{ ids }` message, sent a short tick later together with the other
   * ids published meanwhile (id-batches.ts): for frequent small events such as "this member's balance changed".
   */
  publishId(channel: Channel<IdBatch>, id: number): void;
  subscribe<Payload>(channel: Channel<Payload>, listener: (payload: Payload) => void): () => void;
  onStatus(listener: (status: BusStatus) => void): () => void;
  /** False while the listening connection is away (events are being lost). */
  readonly healthy: boolean;
  /** Resolves once every channel subscribed so far is heard (PostgreSQL: LISTEN done). */
  ready(): Promise<void>;
  /** Sends what is still queued, then stops listening. */
  close(): Promise<void>;
}
