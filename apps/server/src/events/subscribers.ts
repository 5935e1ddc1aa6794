import type { BusStatus, Channel } from './event-bus.ts';

type Listener = (payload: unknown) => void;

/**
 * The subscriber lists both buses keep: listeners by channel name and status listeners. A listener that
 * throws is reported and never stops the others.
 */
export class Subscribers {
  private readonly byChannel = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<(status: BusStatus) => void>();

  constructor(private readonly report: (error: unknown) => void) {}

  /** Answers whether the channel had no listener before (the PostgreSQL bus then LISTENs). */
  add<Payload>(channel: Channel<Payload>, listener: (payload: Payload) => void): { first: boolean; remove: () => void } {
    let listeners = this.byChannel.get(channel.name);
    const first = listeners === undefined;
    if (!listeners) this.byChannel.set(channel.name, (listeners = new Set()));
    const entry = listener as Listener;
    listeners.add(entry);
    return {
      first,
      remove: () => {
        listeners.delete(entry);
      },
    };
  }

  channelNames(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channelName: string, payload: unknown): void {
    for (const listener of this.byChannel.get(channelName) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        this.report(error);
      }
    }
  }

  addStatusListener(listener: (status: BusStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  hasSubscribers(): boolean {
    return [...this.byChannel.values()].some((listeners) => listeners.size > 0) || this.statusListeners.size > 0;
  }

  announce(status: BusStatus): void {
    for (const listener of this.statusListeners) {
      try {
        listener(status);
      } catch (error) {
        this.report(error);
      }
    }
  }
}
