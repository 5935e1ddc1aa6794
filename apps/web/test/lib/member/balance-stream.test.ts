import type { BalanceResult } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepBalanceStream, RETRY_FIRST_MS } from '@/lib/member/balance-push/balance-stream';

/** A stream answer the test writes to and ends. */
function pushAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function harness(answers: Array<Response | (() => Response)>) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const next = answers.shift();
    if (!next) return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    return typeof next === 'function' ? next() : next;
  });
  const balances: BalanceResult[] = [];
  const health: boolean[] = [];
  const stop = keepBalanceStream({
    url: 'https://api.example/api/push/balances',
    token: 'token-1',
    onBalances: (figures) => balances.push(figures),
    onHealth: (streaming) => health.push(streaming),
    fetch: fetch as typeof globalThis.fetch,
    random: () => 1,
  });
  return { fetch, balances, health, stop };
}

describe('keepBalanceStream: the push, and the poll when it fails', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the token, feeds each balance event, and is healthy from the first one', async () => {
    vi.useFakeTimers();
    const stream = pushAnswer();
    const { fetch, balances, health, stop } = harness([stream.response]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    stream.send(': lobby push\n\n');
    stream.send('event: balance\ndata: {"balance":12.5,"gameblance":0}\n\n:\n\nevent: balance\ndata: {"balance":"10.00","game');
    stream.send('blance":"2.50"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(balances).toEqual([{ balance: 12.5, gameblance: 0 }, { balance: 10, gameblance: 2.5 }]);
    expect(health).toEqual([true]);
    stop();
  });

  it('falls back to the poll when the stream ends, and opens it again after a wait', async () => {
    vi.useFakeTimers();
    const first = pushAnswer();
    const second = pushAnswer();
    const { fetch, balances, health, stop } = harness([first.response, second.response]);
    await vi.advanceTimersByTimeAsync(0);
    first.send('event: balance\ndata: {"balance":1,"gameblance":0}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toEqual([true, false]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    second.send('event: balance\ndata: {"balance":2,"gameblance":0}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toEqual([true, false, true]);
    expect(balances.at(-1)).toEqual({ balance: 2, gameblance: 0 });
    stop();
  });

  it('keeps polling while the stream is refused, trying it again with growing waits', async () => {
    vi.useFakeTimers();
    const refusal = () => new Response(JSON.stringify({ code: 503, message: '实时余额推送暂不可用，请稍后再试', data: null }), { status: 503 });
    const { fetch, health, stop } = harness([refusal, refusal, refusal]);
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toEqual([false]);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(health.every((streaming) => !streaming)).toBe(true);
    stop();
  });

  it('opens the stream again at once when the browser comes back online, not after its wait', async () => {
    vi.useFakeTimers();
    const refusal = () => new Response('', { status: 503 });
    const stream = pushAnswer();
    const { fetch, health, stop } = harness([refusal, refusal, refusal, stream.response]);
    // Three refusals: the next try waits four times the first wait.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(4);
    stream.send('event: balance\ndata: {"balance":1,"gameblance":0}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(health.at(-1)).toBe(true);
    // The wait that was pending opens no second stream.
    await vi.advanceTimersByTimeAsync(10 * RETRY_FIRST_MS);
    expect(fetch).toHaveBeenCalledTimes(4);
    stop();
  });

  it('gives up a stream that falls silent (no heartbeat), and polls', async () => {
    vi.useFakeTimers();
    const silent = pushAnswer();
    const { health, stop } = harness([silent.response]);
    await vi.advanceTimersByTimeAsync(0);
    silent.send('event: balance\ndata: {"balance":1,"gameblance":0}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toEqual([true]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(health[1]).toBe(false);
    stop();
  });

  it('stops for good at stop(): the stream is aborted and never opened again', async () => {
    vi.useFakeTimers();
    const stream = pushAnswer();
    const { fetch, stop } = harness([stream.response]);
    await vi.advanceTimersByTimeAsync(0);
    const signal = fetch.mock.calls[0]![1]!.signal!;
    stop();
    expect(signal.aborted).toBe(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
