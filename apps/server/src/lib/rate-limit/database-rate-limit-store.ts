import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import { addHits, pruneCounters } from './rate-limit-counters.repository.ts';
import { SharedCounters } from './shared-counters.ts';

/** How often an instance shares its counts (the most the others lag behind). */
export const FLUSH_EVERY_MS = 1_000;
/** Every so many timed flushes, an instance removes the counters whose window has ended. */
const PRUNE_EVERY = 60;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: SharedCounters,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.counters.hit(`${this.prefix}${key}`, timeWindow, max).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    const route = routeOptions.routeInfo;
    const method = [route?.method ?? ''].flat().join(',');
    return new DatabaseRateLimitStore(this.counters, `${this.prefix}${method} ${route?.url ?? ''}|`);
  }
}

export type DatabaseRateLimitStoreCtor = FastifyRateLimitStoreCtor & {
  /** Shares the counts now (tests; the timer does it every second). */
  flush(): Promise<void>;
  /** Stops the timer (on app close). */
  close(): void;
};

type StoreOptions = {
  now?: () => Date;
  onError?: (error: unknown) => void;
  /** 0: no timer (tests flush themselves). */
  flushEveryMs?: number;
};

/**
 * The store class to give @fastify/rate-limit (`store:`): every instance behind a load balancer
 * counts the same client's requests together, through the database, in batches (see
 * SharedCounters): a request costs no database write, and the others see its hit within about
 * a second. Fixed windows; a per-route limit gets counters of its own (keys prefixed with the route).
 * Its flush timer is not a job of lib/jobs, by nature: each process writes the hits it counted
 * itself, so each instance has its own timer (a job, run by one instance, could not reach them).
 */
export function databaseRateLimitStore(db: Db, options: StoreOptions = {}): DatabaseRateLimitStoreCtor {
  const now = options.now ?? (() => new Date());
  const counters = new SharedCounters({
    add: (batch, at) => addHits(db, batch, at),
    now,
    onError: options.onError ?? (() => {}),
  });
  let timer: NodeJS.Timeout | undefined;
  let flushes = 0;
  const tick = async () => {
    await counters.flush(false);
    flushes += 1;
    // Housekeeping only: a failure here refuses nothing.
    if (flushes % PRUNE_EVERY === 0) await pruneCounters(db, now()).catch(() => {});
  };
  let closed = false;
  const start = () => {
    const every = options.flushEveryMs ?? FLUSH_EVERY_MS;
    if (timer || closed || every <= 0) return;
    timer = setInterval(() => void tick(), every);
    timer.unref();
  };
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(counters);
      start();
    }
    static flush = () => counters.flush();
    static close = () => {
      closed = true;
      clearInterval(timer);
      timer = undefined;
    };
  };
}
