import { JUDGEMENT_ID_PATTERN, judgementParams, judgementResponse } from '@lexi/shared/api/judgements';
import { messages } from '@lexi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { judgementErrors } from './judgements.errors.ts';
import { findJudgement } from './judgements.repository.ts';

/**
 * The judgements corpus (spec part 2, "The judgements corpus"): any signed-in user may read a
 * judgement a case package cites; the corpus is the product's and the firm's, not a workspace's.
 */
export const judgementsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/litigation/judgements/:judgement_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['litigation'],
        security: [{ bearer: [] }],
        summary: 'One judgement of the corpus: title, citation, court, year and text',
        params: judgementParams,
        response: { 200: judgementResponse },
      },
    },
    async (request) => {
      const id = request.params.judgement_id;
      const row = JUDGEMENT_ID_PATTERN.test(id) ? await findJudgement(deps.db, id) : undefined;
      if (row === undefined) throw judgementErrors.notFound();
      return {
        success: true as const,
        message: messages.judgements.own.found,
        id: row.id,
        title: row.title,
        citation: row.citation,
        court: row.court,
        year: row.year,
        text: row.text,
      };
    },
  );
};
