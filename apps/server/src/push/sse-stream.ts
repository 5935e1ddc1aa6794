import { BALANCE_PUSH_HEARTBEAT_MS } from '@lobby/contract';
import { PassThrough } from 'node:stream';

/** A client that stops reading is let go once this much is waiting for it (events are small and rare). */
const MAX_UNREAD_BYTES = 64 * 1024;

/**
 * One Server-Sent Events response body: `event:`/`data:` blocks and `:` comment heartbeats written to a
 * stream Fastify pipes to the socket (so its hooks and headers apply as to any answer).
 */
export class SseStream {
  readonly body = new PassThrough();
  private readonly heartbeat: NodeJS.Timeout;
  private ended = false;

  /** A comment line this often keeps proxies and load balancers (idle timeouts of 60 s and more) from closing the stream. */
  constructor(heartbeatMs = BALANCE_PUSH_HEARTBEAT_MS) {
    this.heartbeat = setInterval(() => this.write(':\n\n'), heartbeatMs);
    this.heartbeat.unref();
    this.body.on('close', () => this.end());
    // Sent at once, so the client (and any proxy) sees the stream open before the first event.
    this.write(': lobby push\n\n');
  }

  get open(): boolean {
    return !this.ended;
  }

  event(name: string, data: string): void {
    this.write(`event: ${name}\ndata: ${data}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.body.end();
  }

  onEnd(listener: () => void): void {
    this.body.once('close', listener);
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.body.writableLength > MAX_UNREAD_BYTES) {
      this.body.destroy();
      return;
    }
    this.body.write(text);
  }
}
