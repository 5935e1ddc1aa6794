import { BALANCE_PUSH_EVENT, fenToYuan, type BalanceResult } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { liveTokenIds } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { balancesChanged } from '../events/balance-changes.ts';
import type { EventBus } from '../events/event-bus.ts';
import { sessionsEnded, type SessionsEnded } from '../events/session-events.ts';
import { balances } from '../ledger/accounts.ts';
import type { PushLimits } from './push-limits.ts';
import type { SseStream } from './sse-stream.ts';

export interface StreamOwner {
  memberId: number;
  tokenId: number;
}

interface OpenStream extends StreamOwner {
  sse: SseStream;
  /** The last balances sent, as sent: an event that changes neither figure sends nothing. */
  lastSent?: string;
}

const READY_WAIT_MS = 5_000;

/**
 * The open balance streams of this process. A balance event (any process's commit) re-reads the
 * balances of each member it names who has a stream here, once for all of that member's streams; a
 * session-ended event closes the streams of those tokens or members. While the bus is down every stream
 * is closed and new ones are refused, so no app trusts a stream that may miss changes (it polls
 * meanwhile); after a gap every stream's session is checked again and its balances re-read.
 */
export class BalanceStreams {
  private readonly byMember = new Map<number, OpenStream[]>();
  private readonly byToken = new Map<number, Set<OpenStream>>();
  private readonly refreshing = new Map<number, { again: boolean }>();
  private readonly unsubscribers: Array<() => void> = [];
  private size = 0;
  private accepting = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly limits: PushLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Subscribes; answers once the bus hears, or after a few seconds (a database away at start must not stop the server starting). */
  start(): Promise<void> {
    this.unsubscribers.push(
      this.bus.subscribe(balancesChanged, ({ ids }) => {
        for (const memberId of ids) if (this.byMember.has(memberId)) void this.refresh(memberId);
      }),
      this.bus.subscribe(sessionsEnded, (ended) => this.endSessions(ended)),
      this.bus.onStatus((status) => (status === 'down' ? this.closeAll() : void this.resync())),
    );
    return Promise.race([this.bus.ready(), new Promise<void>((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
  }

  get count(): number {
    return this.size;
  }

  /** False when refused (the process holds its limit, the bus is down, or the server is closing). */
  open(owner: StreamOwner, sse: SseStream): boolean {
    if (!this.accepting || !this.bus.healthy || this.size >= this.limits.perProcess) return false;
    const streams = this.byMember.get(owner.memberId) ?? [];
    this.byMember.set(owner.memberId, streams);
    while (streams.length >= this.limits.perMember) this.close(streams[0]!);
    const stream: OpenStream = { ...owner, sse };
    streams.push(stream);
    const ofToken = this.byToken.get(owner.tokenId) ?? new Set();
    this.byToken.set(owner.tokenId, ofToken.add(stream));
    this.size += 1;
    sse.onEnd(() => this.close(stream));
    void this.refresh(owner.memberId);
    return true;
  }

  /** At the server's close: no new stream, every open one ended (so the server can stop at once). */
  stop(): void {
    this.accepting = false;
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.closeAll();
  }

  private close(stream: OpenStream): void {
    const streams = this.byMember.get(stream.memberId);
    const index = streams?.indexOf(stream) ?? -1;
    if (streams && index >= 0) {
      streams.splice(index, 1);
      if (streams.length === 0) this.byMember.delete(stream.memberId);
      this.size -= 1;
    }
    const ofToken = this.byToken.get(stream.tokenId);
    ofToken?.delete(stream);
    if (ofToken?.size === 0) this.byToken.delete(stream.tokenId);
    stream.sse.end();
  }

  private closeAll(): void {
    for (const streams of [...this.byMember.values()]) for (const stream of [...streams]) this.close(stream);
  }

  private endSessions({ tokenIds = [], memberIds = [] }: SessionsEnded): void {
    for (const tokenId of tokenIds) for (const stream of [...(this.byToken.get(tokenId) ?? [])]) this.close(stream);
    for (const memberId of memberIds) for (const stream of [...(this.byMember.get(memberId) ?? [])]) this.close(stream);
  }

  /** Reads a member's balances and sends them to each of the member's streams they changed for. */
  private async refresh(memberId: number): Promise<void> {
    const running = this.refreshing.get(memberId);
    if (running) {
      // Read again once the read under way ends: it may have started before this change committed.
      running.again = true;
      return;
    }
    const state = { again: false };
    this.refreshing.set(memberId, state);
    try {
      do {
        state.again = false;
        const money = await balances(this.db, memberId);
        const figures: BalanceResult = { balance: fenToYuan(money.mainFen), gameblance: fenToYuan(money.venueFen) };
        const text = JSON.stringify(figures);
        for (const stream of this.byMember.get(memberId) ?? []) {
          if (stream.lastSent === text) continue;
          stream.lastSent = text;
          // The same fields and figures as POST /api/balance's data.
          stream.sse.event(BALANCE_PUSH_EVENT, text);
        }
      } while (state.again && this.byMember.has(memberId));
    } catch (error) {
      // The member's streams end: their apps poll, and open a stream again later.
      this.log.error({ err: error, memberId }, 'balance push: reading balances failed');
      for (const stream of [...(this.byMember.get(memberId) ?? [])]) this.close(stream);
    } finally {
      this.refreshing.delete(memberId);
    }
  }

  /** After a gap in events: sessions ended meanwhile are closed, everyone else's balances re-read. */
  private async resync(): Promise<void> {
    try {
      const live = await liveTokenIds(this.db, [...this.byToken.keys()]);
      for (const [tokenId, streams] of [...this.byToken]) if (!live.has(tokenId)) for (const stream of [...streams]) this.close(stream);
    } catch (error) {
      this.log.error({ err: error }, 'balance push: checking sessions after an event gap failed; closing every stream');
      this.closeAll();
      return;
    }
    for (const memberId of [...this.byMember.keys()]) void this.refresh(memberId);
  }
}
