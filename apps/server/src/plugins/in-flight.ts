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
  // A WebSocket upgrade is a connection, not a request that ends with a response (Fastify calls no
  // onResponse for it): counting it would keep every shutdown waiting for the timeout.
  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    counted.add(request);
    active += 1;
  });
  app.addHook('onResponse', async (request) => {
    if (!counted.has(request)) return;
    counted.delete(request);
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
