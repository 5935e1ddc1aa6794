import { BALANCE_PUSH_EVENT, BALANCE_PUSH_HEARTBEAT_MS, type BalanceResult } from '@lobby/contract';
import { readRow } from '@/lib/read-answer';
import { readEvents } from './read-events';

export interface BalanceStreamOptions {
  /** The stream's full address (the API's base address and the offered path). */
  url: string;
  token: string;
  onBalances: (balances: BalanceResult) => void;
  /** True at the stream's first event, false when it fails or ends (the poll then takes over). */
  onHealth: (streaming: boolean) => void;
  fetch?: typeof fetch;
  random?: () => number;
}

/** Waits before opening the stream again, doubling from the first to the last (with jitter). */
export const RETRY_FIRST_MS = 2_000;
const RETRY_LAST_MS = 60_000;
/** A stream that lived this long was healthy: the next failure waits the first wait again. */
const STABLE_MS = 60_000;
/** Nothing heard for this long (two heartbeats): the connection is dead though no error came. */
const SILENCE_MS = 2 * BALANCE_PUSH_HEARTBEAT_MS + 5_000;

/**
 * Keeps the balance stream open for one session: each balance event goes to onBalances; when the
 * stream fails, ends or falls silent the app polls again (onHealth(false)) and the stream is tried again
 * later, with growing waits, until stop() (logout, another token, the offer gone). When the browser comes
 * back online during a wait, the stream is opened again at once: the waits are for a refusing server,
 * not for a connection that has just returned.
 */
export function keepBalanceStream(options: BalanceStreamOptions): () => void {
  const fetchStream = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  let stopped = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const listen = () => {
    clearTimeout(silence);
    silence = setTimeout(() => controller?.abort(), SILENCE_MS);
  };

  async function connect(): Promise<void> {
    controller = new AbortController();
    const openedAt = Date.now();
    let healthy = false;
    try {
      const response = await fetchStream(options.url, {
        headers: { Authorization: `Bearer ${options.token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`balance stream refused: ${response.status}`);
      listen();
      await readEvents(response.body, {
        onActivity: listen,
        onEvent: (name, data) => {
          if (name !== BALANCE_PUSH_EVENT) return;
          options.onBalances(readRow<BalanceResult>(JSON.parse(data), { numbers: ['balance', 'gameblance'] }));
          if (!healthy) options.onHealth((healthy = true));
        },
      }, controller.signal);
    } catch {
      // Refused, failed or aborted: the poll covers it, and the stream is tried again below.
    } finally {
      clearTimeout(silence);
    }
    if (stopped) return;
    options.onHealth(false);
    if (Date.now() - openedAt >= STABLE_MS) failures = 0;
    const wait = Math.min(RETRY_LAST_MS, RETRY_FIRST_MS * 2 ** failures) * (0.5 + random() / 2);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait);
  }

  const reconnectNow = () => {
    if (stopped || retry === undefined) return;
    clearTimeout(retry);
    retry = undefined;
    failures = 0;
    void connect();
  };

  void connect();
  window.addEventListener('online', reconnectNow);
  return () => {
    stopped = true;
    window.removeEventListener('online', reconnectNow);
    clearTimeout(retry);
    clearTimeout(silence);
    controller?.abort();
  };
}
