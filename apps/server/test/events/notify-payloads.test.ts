import { describe, expect, it } from 'vitest';
import { encodeNotifyPayload, NOTIFY_PAYLOAD_LIMIT_BYTES, NotifyPayloadDecoder } from '../../src/events/notify-payloads.ts';

describe('NOTIFY payloads', () => {
  it('sends a small payload whole', () => {
    const parts = encodeNotifyPayload({ ids: [1, 2, 3] });
    expect(parts).toHaveLength(1);
    expect(new NotifyPayloadDecoder().accept(parts[0]!)).toEqual({ payload: { ids: [1, 2, 3] } });
  });

  it('cuts a large one into parts under the limit, never inside a character, and puts them together in any order', () => {
    const payload = { text: `a${'😀'.repeat(5_000)}余额`.repeat(3), ids: Array.from({ length: 2_000 }, (_, index) => index) };
    const parts = encodeNotifyPayload(payload);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT_BYTES);
      expect(Buffer.from(part).toString()).toBe(part);
    }
    const decoder = new NotifyPayloadDecoder();
    const shuffled = [...parts.slice(1).reverse(), parts[0]!];
    const answers = shuffled.map((part) => decoder.accept(part));
    expect(answers.slice(0, -1).every((answer) => answer === undefined)).toBe(true);
    expect(answers.at(-1)).toEqual({ payload });
  });

  it('drops parts never completed, and refuses text that is no message', () => {
    let now = 0;
    const decoder = new NotifyPayloadDecoder(() => now);
    const [first, second] = encodeNotifyPayload({ text: 'x'.repeat(20_000) });
    expect(decoder.accept(first!)).toBeUndefined();
    now += 60_000;
    expect(decoder.accept(encodeNotifyPayload({ ids: [1] })[0]!)).toEqual({ payload: { ids: [1] } });
    // The stale first part was dropped when the next part arrived late: the second alone completes nothing.
    expect(decoder.accept(second!)).toBeUndefined();
    expect(() => decoder.accept('hello')).toThrow();
  });
});
