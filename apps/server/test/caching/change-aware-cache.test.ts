import { describe, expect, it } from 'vitest';
import { ChangeAwareCache } from '../../src/caching/change-aware-cache.ts';

/** A load whose answer the test releases when it chooses: a database read still in flight. */
function pendingLoad<V>(value: V, tag: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { load: async () => (await released, { value, tag }), release };
}

describe('ChangeAwareCache', () => {
  const cache = (options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) =>
    new ChangeAwareCache<string, string>({ maxEntries: options.maxEntries ?? 100, ttlMs: options.ttlMs ?? 60_000, now: options.now });

  it('reads the database once, then answers from memory', async () => {
    const subject = cache();
    let loads = 0;
    const load = async () => ({ value: `read ${++loads}`, tag: 7 });
    expect(await subject.read('token-a', load)).toBe('read 1');
    expect(await subject.read('token-a', load)).toBe('read 1');
    expect(loads).toBe(1);
  });

  it('drops every entry of a member when that member changes, and only those', async () => {
    const subject = cache();
    await subject.read('token-a', async () => ({ value: 'a', tag: 7 }));
    await subject.read('token-b', async () => ({ value: 'b', tag: 7 }));
    await subject.read('token-c', async () => ({ value: 'c', tag: 8 }));
    subject.changed(7);
    expect(subject.size).toBe(1);
    expect(await subject.read('token-a', async () => undefined)).toBeUndefined();
    expect(await subject.read('token-c', async () => ({ value: 'other', tag: 8 }))).toBe('c');
  });

  it('does not keep what a read found before a change that happened while it was in flight', async () => {
    const subject = cache();
    const stale = pendingLoad('balance before the transfer', 7);
    const reading = subject.read('member-7', stale.load);
    subject.changed(7);
    stale.release();
    // The reader gets what it read (it asked before the change) ...
    expect(await reading).toBe('balance before the transfer');
    // ... but the next reader goes to the database.
    expect(await subject.read('member-7', async () => ({ value: 'balance after', tag: 7 }))).toBe('balance after');
    // Another member's change does not stop a read from being kept.
    const other = pendingLoad('eight', 8);
    const readingEight = subject.read('member-8', other.load);
    subject.changed(9);
    other.release();
    await readingEight;
    expect(await subject.read('member-8', async () => ({ value: 'read again', tag: 8 }))).toBe('eight');
  });

  it('keeps nothing while suspended (changes may go unannounced), and nothing read before it resumed', async () => {
    const subject = cache();
    await subject.read('k', async () => ({ value: 'old', tag: 1 }));
    subject.suspend();
    expect(await subject.read('k', async () => ({ value: 'fresh', tag: 1 }))).toBe('fresh');
    expect(await subject.read('k', async () => ({ value: 'fresher', tag: 1 }))).toBe('fresher');
    const inFlight = pendingLoad('read while suspended', 1);
    const reading = subject.read('k', inFlight.load);
    subject.resume();
    inFlight.release();
    await reading;
    expect(await subject.read('k', async () => ({ value: 'after resume', tag: 1 }))).toBe('after resume');
    expect(await subject.read('k', async () => ({ value: 'not asked', tag: 1 }))).toBe('after resume');
  });

  it('reads again after the time to live, keeps at most maxEntries (the oldest go), and keeps no miss', async () => {
    let now = 0;
    const subject = cache({ maxEntries: 2, ttlMs: 1_000, now: () => now });
    await subject.read('a', async () => ({ value: 'a1', tag: 1 }));
    now = 999;
    expect(await subject.read('a', async () => ({ value: 'a2', tag: 1 }))).toBe('a1');
    now = 1_000;
    expect(await subject.read('a', async () => ({ value: 'a3', tag: 1 }))).toBe('a3');
    await subject.read('b', async () => ({ value: 'b1', tag: 2 }));
    await subject.read('c', async () => ({ value: 'c1', tag: 3 }));
    expect(subject.size).toBe(2);
    expect(await subject.read('a', async () => ({ value: 'a4', tag: 1 }))).toBe('a4');
    await subject.read('gone', async () => undefined);
    expect(await subject.read('gone', async () => ({ value: 'now there', tag: 4 }))).toBe('now there');
  });
});
