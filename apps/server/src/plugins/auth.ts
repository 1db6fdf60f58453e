import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { authenticate, type Principal } from '../modules/accounts/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in person. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in person of a request, for routes behind requireUser. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('requireUser must run before principalOf');
  return request.principal;
}

export const authPlugin = fp(async (app, opts: { deps: Deps }) => {
  app.decorateRequest('principal', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    request.principal = await authenticate(opts.deps, token, opts.deps.now());
  });
});
