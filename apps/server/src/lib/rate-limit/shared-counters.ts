import type { CounterRow, HitBatch } from './rate-limit-counters.repository.ts';

/** One key's window as this instance sees it. */
type Window = {
  resetsAt: Date;
  windowMs: number;
  /** Hits counted here in this window, and how many of them the database has. */
  mine: number;
  sent: number;
  /** Hits of the other instances in this window, as of the last flush. */
  others: number;
  /** Set until the first flush of a new window has answered (or failed). */
  firstSync?: Promise<void>;
};

export type SharedCountersOptions = {
  /** Adds the deltas to the shared rows in one statement and returns the totals. */
  add(batch: HitBatch[], at: Date): Promise<CounterRow[]>;
  now(): Date;
  /** A flush failed (the counting goes on locally); called once until a flush succeeds again. */
  onError(error: unknown): void;
  /** A key's unsent hits reaching this share of its limit flush at once. */
  flushShare?: number;
};

/**
 * Counts hits locally and shares them through the database in batches: a hit is answered at once
 * from (the other instances' hits at the last flush + this instance's hits); a flush adds every
 * key's unsent hits in one statement and reads the shared totals back. The first hit of a new
 * window waits for one flush, so that a client's count starts from what the others have counted.
 */
export class SharedCounters {
  readonly #windows = new Map<string, Window>();
  #flushing: Promise<void> | undefined;
  #queued: Promise<void> | undefined;
  #failing = false;

  constructor(private readonly options: SharedCountersOptions) {}

  async hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    const at = this.options.now();
    let w = this.#windows.get(key);
    if (!w || w.resetsAt.getTime() <= at.getTime()) {
      w = { resetsAt: new Date(at.getTime() + windowMs), windowMs, mine: 0, sent: 0, others: 0 };
      this.#windows.set(key, w);
      w.firstSync = this.flush();
    }
    w.mine += 1;
    const mine = w.mine;
    if (w.firstSync) await w.firstSync;
    else if (w.mine - w.sent >= Math.max(1, Math.floor(max * (this.options.flushShare ?? 0.1)))) {
      void this.flush();
    }
    const current = w.others + mine;
    return { current, ttl: Math.max(0, w.resetsAt.getTime() - this.options.now().getTime()) };
  }

  /**
   * Shares the unsent hits now, or right after the flush under way, and reads back the totals of
   * every live window; `whenIdle: false` skips it when nothing is unsent. Never rejects.
   */
  flush(whenIdle = true): Promise<void> {
    if (!this.#flushing) {
      this.#flushing = this.#flushOnce(whenIdle).finally(() => {
        this.#flushing = undefined;
      });
      return this.#flushing;
    }
    this.#queued ??= this.#flushing.then(() => {
      this.#queued = undefined;
      return this.flush(whenIdle);
    });
    return this.#queued;
  }

  async #flushOnce(whenIdle: boolean): Promise<void> {
    // Let the hits of this turn of the event loop join the batch.
    await Promise.resolve();
    const at = this.options.now();
    const batch: HitBatch[] = [];
    const sending = new Map<string, { w: Window; delta: number }>();
    for (const [key, w] of this.#windows) {
      if (w.resetsAt.getTime() <= at.getTime()) {
        this.#windows.delete(key);
        continue;
      }
      const delta = w.mine - w.sent;
      batch.push({ key, delta, resetsAt: new Date(at.getTime() + w.windowMs) });
      sending.set(key, { w, delta });
      w.sent = w.mine;
    }
    if (!whenIdle && batch.every((b) => b.delta === 0)) return;
    try {
      const rows = await this.options.add(batch, at);
      for (const row of rows) {
        const s = sending.get(row.key);
        if (!s) continue;
        if (row.resetsAt.getTime() !== s.w.resetsAt.getTime() && row.hits === s.delta) {
          // The database began a new window with this batch: the older hits counted here end with it.
          const later = s.w.mine - s.w.sent;
          s.w.mine = s.delta + later;
          s.w.sent = s.delta;
        }
        s.w.resetsAt = row.resetsAt;
        s.w.others = Math.max(0, row.hits - s.w.sent);
      }
      this.#failing = false;
    } catch (error) {
      for (const { w, delta } of sending.values()) w.sent -= delta;
      if (!this.#failing) this.options.onError(error);
      this.#failing = true;
    } finally {
      for (const { w } of sending.values()) w.firstSync = undefined;
    }
  }
}
