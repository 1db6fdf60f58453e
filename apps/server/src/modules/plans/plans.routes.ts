import { userPlanResponse } from '@lexi/shared/api/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { principalOf } from '../../plugins/auth.ts';
import { userPlanAnswer } from './plans.service.ts';

export const plansRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/user_plan',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['plans'],
        summary: 'The signed-in user with their plan and what it still allows',
        security: [{ bearer: [] }],
        response: { 200: userPlanResponse },
      },
    },
    async (request) => {
      const answer = await userPlanAnswer(deps, principalOf(request).userId, deps.now());
      if (!answer) throw new AppError('accounts.not_found', 404, 'This account no longer exists.');
      return answer;
    },
  );
};
