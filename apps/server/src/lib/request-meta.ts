import type { FastifyRequest } from 'fastify';

/** Who made a request, as audit logs record it: the client's address and browser. */
export function requestMeta(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
