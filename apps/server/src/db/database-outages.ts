import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Where outages are reported: the app's logger (pino's call shape). */
export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** While the database is away it is tried again after these waits, doubling, so "back" is logged without traffic. */
const FIRST_PROBE_MS = 500;
const LAST_PROBE_MS = 5_000;

/**
 * One database handle's view of whether the database can be reached, for the log: every dropped
 * connection, failed connect or pg-boss error during one outage reports `lost`, and one warning is
 * logged; the first new connection (a call's, or the probe's) reports `reached`, and one line says it is
 * back. Nothing waits on it: each call still tries the database and answers 503 when it cannot.
 */
export class DatabaseOutages {
  #outage: { since: number; reason: string } | undefined;
  #log: OutageLog | undefined;
  #probeTimer: NodeJS.Timeout | undefined;
  #closed = false;

  /** `probe` opens a connection and runs a trivial query; it resolves only when the database answered. */
  constructor(private readonly probe: () => Promise<unknown>) {}

  /** Outages are recorded from the start and logged once a logger is attached (main.ts: the app's). */
  reportTo(log: OutageLog): void {
    this.#log = log;
    if (this.#outage) this.#warn();
  }

  get down(): boolean {
    return this.#outage !== undefined;
  }

  lost(error: unknown): void {
    if (this.#outage || this.#closed) return;
    this.#outage = { since: Date.now(), reason: error instanceof Error ? error.message : String(error) };
    this.#warn();
    this.#probeAfter(FIRST_PROBE_MS);
  }

  reached(): void {
    if (!this.#outage) return;
    const { since } = this.#outage;
    this.#outage = undefined;
    clearTimeout(this.#probeTimer);
    this.#log?.info({ outageMs: Date.now() - since }, 'database is back: calls are answered again');
  }

  /** At the handle's destroy: no more probes. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#probeTimer);
  }

  #probeAfter(waitMs: number): void {
    this.#probeTimer = setTimeout(() => {
      this.probe().then(
        () => this.reached(),
        () => {
          if (this.#outage && !this.#closed) this.#probeAfter(Math.min(LAST_PROBE_MS, waitMs * 2));
        },
      );
    }, waitMs);
    // The probe alone never keeps the process alive.
    this.#probeTimer.unref();
  }

  #warn(): void {
    if (!this.#outage || !this.#log) return;
    this.#log.warn({ reason: this.#outage.reason }, 'database connection lost: calls are answered 503 until it is back');
  }
}

/** Each open database's outages, by the adapter its Kysely instance and all its transactions share (as dialectOf). */
const outagesByAdapter = new WeakMap<object, DatabaseOutages>();

export function registerOutages(db: Kysely<Database>, outages: DatabaseOutages): void {
  outagesByAdapter.set(db.getExecutor().adapter, outages);
}

/** The outages of a database opened by createDb (pg-boss reports its connection errors there). */
export function outagesOf(db: Kysely<Database>): DatabaseOutages {
  const outages = outagesByAdapter.get(db.getExecutor().adapter);
  if (!outages) throw new Error('outagesOf: this Kysely instance was not opened by createDb');
  return outages;
}
