/**
 * Reads a Server-Sent Events body (fetch's ReadableStream: EventSource cannot send the Bearer header):
 * calls `onEvent` for each event with data, `onActivity` for every chunk (heartbeat comments included),
 * and resolves when the server ends the stream or `signal` aborts.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  handlers: { onEvent: (name: string, data: string) => void; onActivity: () => void },
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  // An abort ends the read at once, whether or not the body follows its request's signal.
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    handlers.onActivity();
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') name = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) handlers.onEvent(name, data.join('\n'));
    }
  }
}
