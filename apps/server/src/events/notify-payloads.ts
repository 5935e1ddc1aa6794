import { randomBytes } from 'node:crypto';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. A message is sent whole as `=<json>` when it
 * fits, else as parts `#<id>:<index>:<count>:<slice>` put together again by the listener (parts of one
 * message are published in order from one process, and a listener hears one process's notifications in
 * commit order). Slices are cut by characters, at most a third of the limit each (a UTF-16 unit is at most
 * three UTF-8 bytes), never between the two halves of a surrogate pair.
 */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 7_900;
const SLICE_CHARS = Math.floor((NOTIFY_PAYLOAD_LIMIT_BYTES - 64) / 3);
/** Parts of a message not completed within this are dropped (their publisher died half-way). */
const PARTS_KEPT_MS = 30_000;

const origin = randomBytes(4).toString('hex');
let sequence = 0;

export function encodeNotifyPayload(payload: unknown): string[] {
  const json = JSON.stringify(payload);
  if (Buffer.byteLength(json) + 1 <= NOTIFY_PAYLOAD_LIMIT_BYTES) return [`=${json}`];
  const slices: string[] = [];
  for (let start = 0; start < json.length; ) {
    let end = Math.min(json.length, start + SLICE_CHARS);
    const last = json.charCodeAt(end - 1);
    if (end < json.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    slices.push(json.slice(start, end));
    start = end;
  }
  const id = `${origin}.${(sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER)}`;
  return slices.map((slice, index) => `#${id}:${index}:${slices.length}:${slice}`);
}

interface PartialMessage {
  parts: string[];
  received: number;
  startedAt: number;
}

/** Puts parts together; answers each whole payload once, and drops what cannot be read. */
export class NotifyPayloadDecoder {
  private readonly partial = new Map<string, PartialMessage>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The payload when `text` completes one, else undefined. Throws on text that is no message of ours. */
  accept(text: string): { payload: unknown } | undefined {
    if (text.startsWith('=')) return { payload: JSON.parse(text.slice(1)) };
    const match = /^#([0-9a-f]+\.\d+):(\d+):(\d+):/.exec(text);
    if (!match) throw new Error('not an event bus message');
    const [head, id, indexText, countText] = match as unknown as [string, string, string, string];
    const [index, count] = [Number(indexText), Number(countText)];
    if (index >= count || count > 10_000) throw new Error('event bus message part out of range');
    this.dropStale();
    let message = this.partial.get(id);
    if (!message) this.partial.set(id, (message = { parts: new Array<string>(count), received: 0, startedAt: this.now() }));
    if (message.parts[index] === undefined) message.received += 1;
    message.parts[index] = text.slice(head.length);
    if (message.received < count) return undefined;
    this.partial.delete(id);
    return { payload: JSON.parse(message.parts.join('')) };
  }

  /** After a reconnection the parts heard before it cannot be completed. */
  reset(): void {
    this.partial.clear();
  }

  private dropStale(): void {
    const oldest = this.now() - PARTS_KEPT_MS;
    for (const [id, message] of this.partial) if (message.startedAt < oldest) this.partial.delete(id);
  }
}
