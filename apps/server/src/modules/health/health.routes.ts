import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** /healthz: the process is up. /readyz: and its database answers. */
export async function healthRoutes(app: FastifyInstance, opts: { deps: Deps }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await opts.deps.database.query('select 1');
      return { status: 'ready', database: opts.deps.database.kind };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
