import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import { countHit, pruneCounters } from './rate-limit-counters.repository.ts';

/** Every so many hits, an instance removes the counters whose window has ended. */
const PRUNE_EVERY = 1_000;

type Shared = { db: Db; now: () => Date; hitsSincePrune: number };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * Counters in the database: every instance behind a load balancer counts the same client's
 * requests together (the plugin's own store counts per process). Fixed windows; a per-route limit
 * gets counters of its own (its keys are prefixed with the route).
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.#count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  async #count(key: string, timeWindow: number) {
    const { shared } = this;
    const at = shared.now();
    const { hits, resetsAt } = await countHit(shared.db, `${this.prefix}${key}`, at, timeWindow);
    shared.hitsSincePrune += 1;
    if (shared.hitsSincePrune >= PRUNE_EVERY) {
      shared.hitsSincePrune = 0;
      // Housekeeping only: a failure here must not refuse the request.
      await pruneCounters(shared.db, at).catch(() => {});
    }
    return { current: hits, ttl: Math.max(0, resetsAt.getTime() - at.getTime()) };
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    const route = routeOptions.routeInfo;
    const method = [route?.method ?? ''].flat().join(',');
    return new DatabaseRateLimitStore(this.shared, `${this.prefix}${method} ${route?.url ?? ''}|`);
  }
}

/** The store class to give @fastify/rate-limit (`store:`), over the database `db`. */
export function databaseRateLimitStore(
  db: Db,
  now: () => Date = () => new Date(),
): FastifyRateLimitStoreCtor {
  const shared: Shared = { db, now, hitsSincePrune: 0 };
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(shared);
    }
  };
}
