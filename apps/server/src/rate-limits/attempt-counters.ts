/** One counter an attempt is counted on, and how many attempts it allows in the window. */
export interface AttemptCounter {
  key: string;
  limit: number;
}

/**
 * Counts attempts at a guessable secret (login and payment passwords, the admin token). An attempt is
 * reserved BEFORE the secret is checked, in one atomic step: checking first and counting the failure
 * afterwards lets a burst of parallel guesses all pass the "still under the limit?" test while the slow
 * argon2 checks run. A reservation is a failure unless the caller gives it back (`release`) or forgets
 * the key's attempts (`clear`). Behind an interface because several processes need a shared store (Redis).
 */
export interface AttemptCounters {
  /**
   * When every counter is below its limit, counts one attempt on each and answers true; otherwise
   * counts nothing and answers false. Attempts count for `windowMs`.
   */
  reserve(counters: readonly AttemptCounter[], windowMs: number): Promise<boolean>;
  /** Gives back one reserved attempt on each key (the attempt was not a failure). */
  release(keys: readonly string[]): Promise<void>;
  /** Forgets every attempt counted on these keys. */
  clear(keys: readonly string[]): Promise<void>;
}

interface Window {
  times: number[];
  windowMs: number;
}

/**
 * One process's counters: a sliding window of attempt times per key. Node runs the check-and-count of
 * `reserve` without yielding, which is what makes it atomic here. Keys with nothing left in their window
 * are swept once a minute so memory stays bounded however many addresses and members pass.
 */
export class MemoryAttemptCounters implements AttemptCounters {
  static readonly SWEEP_INTERVAL_MS = 60_000;
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;
  #lastSweep: number;

  /** The clock is read through Date on every call, so a test's simulated time applies. */
  constructor(now: () => number = () => Date.now()) {
    this.#now = now;
    this.#lastSweep = now();
  }

  async reserve(counters: readonly AttemptCounter[], windowMs: number): Promise<boolean> {
    this.#sweepIfDue();
    if (counters.some(({ key, limit }) => this.#live(key).length >= limit)) return false;
    const now = this.#now();
    for (const { key } of counters) this.#windows.set(key, { times: [...this.#live(key), now], windowMs });
    return true;
  }

  async release(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#windows.get(key)?.times.pop();
  }

  async clear(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#windows.delete(key);
  }

  #live(key: string): number[] {
    const window = this.#windows.get(key);
    if (!window) return [];
    const since = this.#now() - window.windowMs;
    return window.times.filter((time) => time > since);
  }

  #sweepIfDue(): void {
    if (this.#now() - this.#lastSweep < MemoryAttemptCounters.SWEEP_INTERVAL_MS) return;
    this.#lastSweep = this.#now();
    for (const key of [...this.#windows.keys()]) {
      if (this.#live(key).length === 0) this.#windows.delete(key);
    }
  }
}
