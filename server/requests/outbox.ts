import type { Channel, RequestStore, StoredRequest } from './store.ts';

/** Delivers one request on one channel; throws when it could not. */
export type Sender = (request: StoredRequest) => Promise<void>;

export interface OutboxOptions {
  store: RequestStore;
  senders: Partial<Record<Channel, Sender>>;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  pollMs: number;
  /** Notifications sent at the same time at most. */
  concurrency?: number;
  log?: (message: string) => void;
  clock?: () => number;
}

/** Delay before retry number `attempts` (1 after the first failure): base, doubling, at most max. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what the store says is due, on the channels it has senders for. Exactly once per request and
 * channel: a notification is claimed (its attempt counted) before it is sent and marked sent after. The one
 * window for a duplicate is a crash after the mail server accepted a message and before it was marked sent:
 * the claim then runs out and the message goes again (with the same Message-ID).
 */
export class Outbox {
  private readonly channels: Channel[];
  private running: Promise<void> | undefined;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;

  constructor(private readonly o: OutboxOptions) {
    this.channels = (Object.keys(o.senders) as Channel[]).filter((c) => o.senders[c]);
  }

  /** Something new is due: send it now rather than at the next poll. */
  kick(): void {
    if (!this.channels.length) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Sends everything due now; resolves when nothing due is left. */
  async drain(): Promise<void> {
    const workers = Array.from({ length: this.o.concurrency ?? 4 }, () => this.work());
    await Promise.all(workers);
  }

  /** Polls for due notifications every pollMs until stop(). */
  start(): void {
    if (!this.channels.length || !this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.o.pollMs);
      this.timer.unref?.();
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async work(): Promise<void> {
    const { store } = this.o;
    for (;;) {
      const claimed = await store.claimDue(this.channels, this.o.leaseMs);
      if (!claimed) return;
      const { request, channel, attempts } = claimed;
      try {
        await this.o.senders[channel]!(request);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = retryDelay(attempts, this.o.retryBaseMs, this.o.retryMaxMs);
        await store.markFailed(request.id, channel, message, (this.o.clock ?? Date.now)() + delay);
        this.o.log?.(
          `Request ${request.id}: ${channel} failed (attempt ${attempts}), retry in ${Math.round(delay / 1000)} s: ${message}`,
        );
        continue;
      }
      await store.markSent(request.id, channel);
    }
  }
}
