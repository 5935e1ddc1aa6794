/**
 * A read-through cache of database facts that the server is told about when they change: a session
 * token's member (ended at logoff, password change, blacklisting) and a member's balances (moved by the
 * ledger). Each entry carries a tag, the member it is about; `changed(tag)` drops that member's entries the
 * moment the change is committed (in this process) or announced (by another process, over the event bus).
 *
 * A read that raced a change must not put back what it read before that change: each read notes the
 * change counter as it starts, and its answer is kept only if its member has not changed since. While
 * announcements may be missed (the bus disconnected), `suspend()` empties the cache and every read goes to
 * the database; `resume()` starts afresh, refusing what reads begun before it would keep.
 */
export interface CacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** An entry is read again from the database after this long, however quiet its member. */
  ttlMs: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  tag: number;
  storedAt: number;
}

/** Remembered changes kept at most: past this, the memory starts afresh and reads in flight are not kept. */
const MAX_REMEMBERED_CHANGES = 100_000;

export class ChangeAwareCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  /** The keys of each tag's entries, so that a change drops them without a scan. */
  private readonly keysByTag = new Map<number, Set<K>>();
  /** The counter's value at each tag's last change. */
  private readonly changedAt = new Map<number, number>();
  private counter = 0;
  /** Reads begun before this count are never kept (a resume, or a forgotten change memory). */
  private floor = 0;
  private suspended = false;
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The cached value, else `load()`'s, kept when no change of its tag happened while it was read. */
  async read(key: K, load: () => Promise<{ value: V; tag: number } | undefined>): Promise<V | undefined> {
    const entry = this.suspended ? undefined : this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.options.ttlMs) return entry.value;
    const startedAt = this.counter;
    const loaded = await load();
    if (loaded && this.mayKeep(loaded.tag, startedAt)) this.store(key, loaded);
    else if (!loaded) this.drop(key);
    return loaded?.value;
  }

  /** The entries of this tag are stale: dropped now, and reads in flight will not keep theirs. */
  changed(tag: number): void {
    this.counter += 1;
    if (this.changedAt.size >= MAX_REMEMBERED_CHANGES) {
      this.changedAt.clear();
      this.floor = this.counter;
    }
    this.changedAt.set(tag, this.counter);
    for (const key of this.keysByTag.get(tag) ?? []) this.entries.delete(key);
    this.keysByTag.delete(tag);
  }

  /**
   * The entries whose value matches are stale, a change known by something other than its tag (a single
   * session by its id): dropped, and no read in flight is kept, as any of them may be of that change.
   */
  changedWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.drop(key);
    this.counter += 1;
    this.floor = this.counter;
  }

  /** Changes may go unannounced from now on: nothing is kept until `resume()`. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Announcements arrive again: cache afresh (what was read while suspended is not kept). */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.counter += 1;
    this.floor = this.counter;
  }

  private mayKeep(tag: number, startedAt: number): boolean {
    return !this.suspended && startedAt >= this.floor && (this.changedAt.get(tag) ?? 0) <= startedAt;
  }

  private store(key: K, { value, tag }: { value: V; tag: number }): void {
    this.drop(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.entries.set(key, { value, tag, storedAt: this.now() });
    let keys = this.keysByTag.get(tag);
    if (!keys) this.keysByTag.set(tag, (keys = new Set()));
    keys.add(key);
  }

  private drop(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByTag.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByTag.delete(entry.tag);
  }
}
