import { messages } from '@lexi/shared/messages';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.ts';
import { AppError } from '../app-error.ts';
import { BUSY_RETRY_AFTER_SECONDS, workerBusy } from './busy.ts';
import { createLimiter } from './limiter.ts';

/** A piece of work that ends when the test says so. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const started: boolean[] = [];
  return {
    work: async () => {
      started.push(true);
      await opened;
      return value;
    },
    open,
    started,
  };
}

describe('the limiter', () => {
  it('runs at most `concurrency` calls at once, queues `maxQueue` more in order, and refuses the next', async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueue: 1 });
    const gates = [gate('a'), gate('b'), gate('c')];
    const running = gates.map((g) => limiter.run(g.work));
    await Promise.resolve();
    expect(gates.map((g) => g.started.length)).toEqual([1, 1, 0]);
    expect(limiter.stats()).toEqual({ running: 2, queued: 1 });

    const refused = await limiter.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'server.busy', status: 503, message: messages.common.busy });

    gates[1]?.open();
    await running[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(gates[2]?.started.length).toBe(1); // the waiting call took the freed slot
    expect(limiter.stats()).toEqual({ running: 2, queued: 0 });
    for (const g of gates) g.open();
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c']);
    expect(limiter.stats()).toEqual({ running: 0, queued: 0 });
  });

  it('frees the slot of a call that fails', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueue: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(limiter.stats()).toEqual({ running: 0, queued: 0 });
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});

describe('a busy refusal', () => {
  it('is answered 503 with the catalogue sentence and a Retry-After header', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/heavy', async () => {
      throw workerBusy();
    });
    const res = await app.inject({ method: 'GET', url: '/heavy' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(res.json()).toMatchObject({ success: false, code: 'server.busy', message: messages.common.busy });
  });
});
