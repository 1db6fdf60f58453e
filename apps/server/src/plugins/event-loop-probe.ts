import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * For `npm run bench` only (EVENT_LOOP_PROBE=true): GET /bench/event-loop answers the event loop's
 * delay since the previous call (p99, max and mean in ms, from perf_hooks' histogram, sampled every
 * 10 ms) and the CPU time the whole process (every thread: the embedded database's too) used since
 * then, and starts a new measurement. Not registered otherwise.
 */
export async function eventLoopProbe(app: FastifyInstance) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let cpuSince = process.cpuUsage();
  app.addHook('onClose', async () => histogram.disable());
  app.get('/bench/event-loop', { schema: { hide: true } }, async () => {
    const used = process.cpuUsage(cpuSince);
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const answer = {
      p99_ms: ms(histogram.percentile(99)),
      max_ms: ms(histogram.max),
      mean_ms: ms(histogram.mean),
      cpu_ms: Math.round((used.user + used.system) / 100) / 10,
    };
    histogram.reset();
    cpuSince = process.cpuUsage();
    return answer;
  });
}
