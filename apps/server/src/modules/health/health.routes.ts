import { messages } from '@lexi/shared/messages';
import type { FastifyInstance } from 'fastify';
import { createReadinessCheck } from '../../db/readiness.ts';
import type { Deps } from '../../deps.ts';

/** How long /readyz waits for the database before it answers "not ready". */
const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process is up. /readyz: and its database serves real queries, writes included. */
export async function healthRoutes(app: FastifyInstance, opts: { deps: Deps }) {
  const { database, config } = opts.deps;
  const ready = createReadinessCheck(database, {
    timeoutMs: READY_TIMEOUT_MS,
    dataDir: database.kind === 'pglite' ? config.dataDir : null,
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const answer = await ready();
    if (answer.ready) return { status: 'ready', database: database.kind };
    request.log.warn({ err: answer.error, reason: answer.reason }, 'database not ready');
    return reply
      .status(503)
      .send({ status: 'unavailable', reason: answer.reason, message: messages.common.unavailable });
  });
}
