import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being handled (or after `timeoutMs`). */
    drained(timeoutMs: number): Promise<void>;
  }
}

/**
 * Counts requests in progress so that shutdown can let them finish before the database closes
 * (Fastify stops accepting new ones and answers 503 to late arrivals on kept-alive sockets).
 */
export const inFlightPlugin = fp(async (app: FastifyInstance) => {
  let active = 0;
  let waiters: (() => void)[] = [];
  app.addHook('onRequest', async () => {
    active += 1;
  });
  app.addHook('onResponse', async () => {
    active -= 1;
    if (active === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  });
  app.decorate('drained', (timeoutMs: number) => {
    if (active === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
});
