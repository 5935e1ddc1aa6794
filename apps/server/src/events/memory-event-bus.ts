import type { BusStatus, Channel, EventBus } from './event-bus.ts';
import { IdBatches } from './id-batches.ts';
import { Subscribers } from './subscribers.ts';

export interface MemoryEventBusOptions {
  /**
   * Started at the first subscription, stopped at close: watches for writes of other processes and calls
   * `gap` after one (sqlite-foreign-writes.ts), since their changes never pass through this bus.
   */
  watchForGaps?: (gap: () => void) => () => Promise<void>;
  report?: (error: unknown) => void;
}

/**
 * SQLite's bus: one process, so an in-process emitter. Delivery is on a later microtask, after the
 * publisher's own code has run on (as it would be through PostgreSQL), with a JSON copy of the payload
 * so no subscriber shares the publisher's objects.
 */
export function createMemoryEventBus(options: MemoryEventBusOptions = {}): EventBus {
  const subscribers = new Subscribers(options.report ?? ((error) => console.error('event listener failed', error)));
  let stopWatching: (() => Promise<void>) | undefined;
  let closed = false;
  const publish = async <Payload>(channel: Channel<Payload>, payload: Payload) => {
    const text = JSON.stringify(payload);
    queueMicrotask(() => subscribers.deliver(channel.name, JSON.parse(text)));
  };
  const batches = new IdBatches(publish);

  function startWatching(): void {
    if (stopWatching || closed || !options.watchForGaps) return;
    stopWatching = options.watchForGaps(() => subscribers.announce('up'));
  }

  return {
    kind: 'memory',
    healthy: true,
    publish,
    publishId: (channel, id) => batches.add(channel, id),
    subscribe(channel, listener) {
      startWatching();
      return subscribers.add(channel, listener).remove;
    },
    onStatus(listener: (status: BusStatus) => void) {
      startWatching();
      return subscribers.addStatusListener(listener);
    },
    ready: async () => undefined,
    async close() {
      closed = true;
      await batches.flush();
      await stopWatching?.();
    },
  };
}
