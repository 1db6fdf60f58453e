import { messages } from '@lexi/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import type { FixtureInput } from './pool-fixture.worker.ts';
import { createWorkerPool, WorkerLimitError, type WorkerPool, workerScript } from './worker-pool.ts';

const pools: WorkerPool<FixtureInput, string>[] = [];
function fixturePool(
  overrides: { size?: number; maxQueue?: number; timeoutMs?: number; idleMs?: number } = {},
) {
  const pool = createWorkerPool<FixtureInput, string>({
    name: 'fixture',
    script: workerScript(import.meta.url, 'pool-fixture'),
    size: 1,
    maxQueue: 2,
    maxOldGenerationSizeMb: 32,
    timeoutMs: 5_000,
    ...overrides,
  });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

describe('the worker pool', () => {
  it('runs a task in a worker thread and answers its output', async () => {
    const pool = fixturePool();
    expect(await pool.run({ do: 'echo', value: 'vakalatnama' })).toBe('VAKALATNAMA');
    expect(pool.stats()).toEqual({ threads: 1, busy: 0, queued: 0 });
  });

  it("hands back the task's AppError as the same AppError", async () => {
    const refused = await fixturePool()
      .run({ do: 'refuse' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'fixture.refused',
      status: 422,
      message: 'The fixture refuses.',
      extra: { fields: { file: 'No.' } },
    });
  });

  it('ends a thread whose task outgrows its heap, leaves the server heap alone, and goes on', async () => {
    const pool = fixturePool();
    const before = process.memoryUsage().rss;
    const stopped = await pool.run({ do: 'grow' }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(WorkerLimitError);
    expect((stopped as WorkerLimitError).limit).toBe('memory');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(await pool.run({ do: 'echo', value: 'again' })).toBe('AGAIN');
  });

  it('ends a thread whose task runs past the time limit', async () => {
    const pool = fixturePool({ timeoutMs: 300 });
    const stopped = await pool.run({ do: 'spin' }).catch((error: unknown) => error);
    expect((stopped as WorkerLimitError).limit).toBe('time');
    expect(await pool.run({ do: 'echo', value: 'next' })).toBe('NEXT');
  });

  it('answers 503 "busy" at once when every thread is taken and the queue is full', async () => {
    const pool = fixturePool({ size: 1, maxQueue: 1 });
    const first = pool.run({ do: 'echo', value: 'one', delayMs: 300 });
    const second = pool.run({ do: 'echo', value: 'two' });
    const third = await pool.run({ do: 'echo', value: 'three' }).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(AppError);
    expect(third).toMatchObject({ code: 'server.busy', status: 503, message: messages.common.busy });
    expect(await Promise.all([first, second])).toEqual(['ONE', 'TWO']);
  });

  it('reports a thread that died mid-task, and replaces it', async () => {
    const pool = fixturePool();
    const died = await pool.run({ do: 'exit' }).catch((error: unknown) => error);
    expect((died as WorkerLimitError).limit).toBe('crash');
    expect(await pool.run({ do: 'echo', value: 'alive' })).toBe('ALIVE');
  });

  it('lets an idle thread exit', async () => {
    const pool = fixturePool({ idleMs: 100 });
    await pool.run({ do: 'echo', value: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.stats().threads).toBe(0);
  });
});
