import { workerBusy } from './busy.ts';

/**
 * A semaphore with a bounded queue, for heavy work that already runs off the event loop but must
 * not take every core (argon2 on libuv's threadpool): at most `concurrency` calls run at once,
 * `maxQueue` more wait in order, and a call beyond that is refused at once with a 503 "busy".
 */
export type Limiter = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Calls now running and waiting (tests, logs). */
  stats(): { running: number; queued: number };
};

export function createLimiter(options: { concurrency: number; maxQueue: number }): Limiter {
  let running = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(work) {
      if (running < options.concurrency) running += 1;
      else if (queue.length >= options.maxQueue) throw workerBusy();
      // The slot is handed over by release(): `running` stays counted for the waiter.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: queue.length }),
  };
}
