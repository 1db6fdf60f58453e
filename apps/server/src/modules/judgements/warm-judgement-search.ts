import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { buildJudgementIndex } from './judgement-search.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles when the judgements index warm-up begun on ready has finished or failed (tests wait
     * on it instead of sleeping); it never rejects.
     */
    judgementSearchWarmUp: Promise<void>;
  }
}

/**
 * Builds the in-process judgements index in the background once the app is ready: a large corpus
 * takes seconds (the build yields between pages, so calls are served meanwhile), and without it the
 * first case generation after a start would wait for the whole build. Readiness does not wait for
 * it; a search arriving during it waits for the same build; a failure is logged and the next search
 * builds again.
 */
export function warmJudgementSearch(app: FastifyInstance, db: Db): void {
  let settle: () => void = () => {};
  app.decorate(
    'judgementSearchWarmUp',
    new Promise<void>((resolve) => {
      settle = resolve;
    }),
  );
  let closing = false;
  app.addHook('onReady', async () => {
    buildJudgementIndex(db)
      .then(
        () => app.log.debug('judgements index built'),
        (error: unknown) => {
          // A close during the build ends its database: not a failure worth a log line.
          if (!closing)
            app.log.error({ err: error }, 'judgements index not built on start; built on first search');
        },
      )
      .finally(settle);
  });
  app.addHook('onClose', async () => {
    closing = true;
  });
}
