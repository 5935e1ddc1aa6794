import { BALANCE_PUSH_EVENT, BALANCE_PUSH_PATH, type BalanceResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  data: string;
}

/** A balance stream read the way the web app reads it: fetch with the Bearer header, then the body's reader. */
export interface SseClient {
  status: number;
  /** The next event (heartbeat comments skipped); rejects when the stream ends first. */
  next(): Promise<SseEvent>;
  /** The next balance event's figures. */
  nextBalances(): Promise<BalanceResult>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address of an app listening on a free port of 127.0.0.1 (started when it is not yet). */
export async function listeningAddress(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

export async function openBalanceStream(base: string, token: string): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(base + BALANCE_PUSH_PATH, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiting: Array<{ resolve: (event: SseEvent) => void; reject: (error: Error) => void }> = [];
  let finished = false;
  let buffer = '';

  const ended = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(block.split('\n').filter((line) => !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
          if (fields.event === undefined) continue;
          const event = { event: fields.event, data: fields.data ?? '' };
          const waiter = waiting.shift();
          if (waiter) waiter.resolve(event);
          else queue.push(event);
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      finished = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error('stream ended'));
    }
  })();

  const next = () => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    if (finished) return Promise.reject(new Error('stream ended'));
    return new Promise<SseEvent>((resolve, reject) => waiting.push({ resolve, reject }));
  };
  return {
    status: response.status,
    next,
    async nextBalances() {
      const event = await next();
      if (event.event !== BALANCE_PUSH_EVENT) throw new Error(`expected a balance event, got ${event.event}`);
      return JSON.parse(event.data) as BalanceResult;
    },
    ended,
    close: () => controller.abort(),
  };
}
