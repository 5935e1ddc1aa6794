import type { Channel } from './event-bus.ts';

/** Ids published within this window travel in one message (one NOTIFY for many balance changes). */
const ID_BATCH_MS = 10;

export interface IdBatch {
  ids: number[];
}

/**
 * Collects ids per channel and publishes each channel's ids as one message a short tick after the first
 * arrived: under load one NOTIFY carries many members instead of one per commit (each NOTIFY is a
 * commit with PostgreSQL's notify lock). Large batches are split by the bus's own payload parts.
 */
export class IdBatches {
  private readonly pending = new Map<string, { channel: Channel<IdBatch>; ids: Set<number> }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly publish: (channel: Channel<IdBatch>, payload: IdBatch) => Promise<void>) {}

  add(channel: Channel<IdBatch>, id: number): void {
    let batch = this.pending.get(channel.name);
    if (!batch) this.pending.set(channel.name, (batch = { channel, ids: new Set() }));
    batch.ids.add(id);
    this.timer ??= setTimeout(() => void this.flush(), ID_BATCH_MS);
  }

  /** Publishes what is collected now (also at close, so a CLI's last change is not lost). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batches = [...this.pending.values()];
    this.pending.clear();
    const sending = Promise.all(batches.map(({ channel, ids }) => this.publish(channel, { ids: [...ids] }).catch(() => undefined)));
    this.flushing = this.flushing.then(() => sending).then(() => undefined);
    return this.flushing;
  }
}
