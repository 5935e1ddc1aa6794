import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { afterCommit } from '../events/after-commit.ts';
import { balancesChanged } from '../events/balance-changes.ts';
import { eventBusOf } from '../events/database-event-bus.ts';
import { sessionsEnded, type SessionsEnded } from '../events/session-events.ts';
import { siteSettingsChanged } from '../events/site-settings-events.ts';
import type { SiteMode } from '../site/site-mode.ts';
import { ChangeAwareCache } from './change-aware-cache.ts';

/** A live session as the token lookup found it; `lastUsedAt` (ms) moves when the lookup touches the row. */
export interface CachedSession {
  tokenId: number;
  memberId: number;
  lastUsedAt: number | null;
}

interface CachedBalances {
  mainFen: number;
  venueFen: number;
}

/**
 * What every member call and every balance poll would otherwise ask the database (issue 15): the session
 * behind a token and a member's balances (and, for every /api call, the site mode), kept in this process's memory and dropped the moment they
 * change. A change committed here drops them at once, after COMMIT (`forgetSessions`,
 * `forgetBalances`); one committed by another process arrives over the event bus (LISTEN/NOTIFY on
 * PostgreSQL, a few milliseconds later); while the bus may be missing events (its connection down, not
 * yet listening, another process writing the SQLite file), nothing is kept and every call reads the
 * database. Entries also expire after a minute, a bound on anything the events could not say.
 */
export interface ReadCaches {
  /** By token (memory only): a hit costs no hashing and no query. */
  sessions: ChangeAwareCache<string, CachedSession>;
  /** By member id. */
  balances: ChangeAwareCache<number, CachedBalances>;
  /**
   * The site mode as stored (before the environment's override), asked by the maintenance gate on every
   * /api call: one entry, dropped when site settings are written (`site-settings` on the bus).
   */
  siteMode: ChangeAwareCache<typeof SITE_MODE_KEY, SiteMode>;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;
export const SITE_MODE_KEY = 'site';
/** The site mode's one tag: every site-settings write changes it. */
export const SITE_MODE_TAG = 0;
/**
 * A site-settings row edited behind the server's back (by hand in the database) is seen within this; a
 * read every few seconds per process costs nothing beside one per call.
 */
const SITE_MODE_TTL_MS = 5_000;

/** Per database handle, like its bus: two processes (or two handles in one test) never share one. */
const cachesByAdapter = new WeakMap<object, ReadCaches>();

function endSessions(caches: ReadCaches, { tokenIds = [], memberIds = [] }: SessionsEnded): void {
  for (const memberId of memberIds) caches.sessions.changed(memberId);
  if (tokenIds.length > 0) caches.sessions.changedWhere((session) => tokenIds.includes(session.tokenId));
}

/**
 * The caches of a database handle, made (and subscribed to its bus) at the first call: only a process
 * that serves requests has them; the admin CLI and the jobs publish without listening.
 */
export function readCachesOf(db: Kysely<Database>): ReadCaches {
  const adapter = db.getExecutor().adapter;
  const existing = cachesByAdapter.get(adapter);
  if (existing) return existing;
  const caches: ReadCaches = {
    sessions: new ChangeAwareCache({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS }),
    balances: new ChangeAwareCache({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS }),
    siteMode: new ChangeAwareCache({ maxEntries: 1, ttlMs: SITE_MODE_TTL_MS }),
  };
  cachesByAdapter.set(adapter, caches);
  const bus = eventBusOf(db);
  const suspend = () => {
    caches.sessions.suspend();
    caches.balances.suspend();
    caches.siteMode.suspend();
  };
  const resume = () => {
    caches.sessions.resume();
    caches.balances.resume();
    caches.siteMode.resume();
  };
  bus.subscribe(balancesChanged, ({ ids }) => ids.forEach((id) => caches.balances.changed(id)));
  bus.subscribe(sessionsEnded, (ended) => endSessions(caches, ended));
  bus.subscribe(siteSettingsChanged, () => caches.siteMode.changed(SITE_MODE_TAG));
  bus.onStatus((status) => (status === 'down' ? suspend() : resume()));
  // Until the bus listens, another process's changes would go unheard.
  if (!bus.healthy) suspend();
  void bus.ready().then(() => bus.healthy && resume(), () => undefined);
  return caches;
}

/** The caches already made for this handle, if any: a change never makes them. */
function existingCaches(db: Kysely<Database>): ReadCaches | undefined {
  return cachesByAdapter.get(db.getExecutor().adapter);
}

/** Sessions ended by this process: forgotten here as the revocation commits, before the bus says so. */
export function forgetSessions(db: Kysely<Database>, ended: SessionsEnded): void {
  afterCommit(db, () => {
    const caches = existingCaches(db);
    if (caches) endSessions(caches, ended);
  });
}

/** A member's balances moved in this process: forgotten here as the transaction commits. */
export function forgetBalances(db: Kysely<Database>, memberId: number): void {
  afterCommit(db, () => existingCaches(db)?.balances.changed(memberId));
}

/** Site settings written by this process: the site mode is read again from the next call on, as the write commits. */
export function forgetSiteMode(db: Kysely<Database>): void {
  afterCommit(db, () => existingCaches(db)?.siteMode.changed(SITE_MODE_TAG));
}
