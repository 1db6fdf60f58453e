import { dashboardResponse } from '@lexi/shared/api/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { principalOf } from '../../plugins/auth.ts';
import { dashboardData } from './dashboard-data.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/dashboard_dash',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary:
          'The signed-in user, their contracts and drafts, and the expiry dates of contracts and e-mohar documents',
        response: { 200: dashboardResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboardData(deps, principalOf(request).userId, deps.now());
    },
  );
};
