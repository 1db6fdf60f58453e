import { messages } from '@lexi/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

type Body = { success: false; message: string; error: string; code: string; [key: string]: unknown };

function body(code: string, message: string, extra: Record<string, unknown> = {}): Body {
  return { success: false, message, error: message, code, ...extra };
}

/** The one place where errors become answers: a clear sentence, a stable code, never a stack or SQL. */
function toAnswer(error: FastifyError | AppError): { status: number; body: Body } {
  if (error instanceof AppError) {
    return { status: error.status, body: body(error.code, error.message, error.extra) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      fields[field] ??= issue.message ?? messages.common.invalidRequest;
    }
    const first = Object.values(fields)[0] ?? messages.common.invalidRequest;
    return { status: 400, body: body('request.invalid', first, { fields }) };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: body('server.unavailable', messages.common.unavailable) };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: body('request.rate_limited', messages.common.tooManyRequests) };
  if (status === 413) {
    return { status, body: body('request.too_large', 'The upload is too large. The limit is 20 MB.') };
  }
  if (status === 415) {
    return { status, body: body('request.unsupported_type', 'This kind of content is not accepted here.') };
  }
  if (status >= 400 && status < 500) {
    return { status, body: body('request.invalid', messages.common.invalidRequest) };
  }
  return { status: 500, body: body('server.error', messages.common.serverError) };
}

/** Seconds a client is asked to wait while the database is unavailable. */
const DATABASE_RETRY_AFTER_S = 5;

/**
 * Under saturation (or while the database is away) every refusal logging a line would add to the
 * load: one line every 10 s says how many calls were refused since the last. count() answers that
 * number when a line is due.
 */
function refusalCounter() {
  let refused = 0;
  let lastLine = 0;
  return {
    count(now = Date.now()): number {
      refused += 1;
      if (now - lastLine < 10_000) return 0;
      const total = refused;
      refused = 0;
      lastLine = now;
      return total;
    },
  };
}
const busyRefusals = refusalCounter();
const unavailableRefusals = refusalCounter();

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = toAnswer(error);
    // "Busy" (a full queue of heavy work) is the server protecting itself, not a failure: the
    // client is told when to try again, and the log gets a count now and then, never a stack.
    const retryAfter = error instanceof AppError ? error.extra.retry_after : undefined;
    if (answer.body.code === 'server.unavailable') {
      // The database is out of reach (lib/db-errors.ts): the pool reconnects on the next request.
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      const refused = unavailableRefusals.count();
      if (refused)
        request.log.error({ err: error, refused }, 'requests refused: the database is unavailable');
    } else if (typeof retryAfter === 'number') {
      reply.header('retry-after', String(retryAfter));
      const refused = busyRefusals.count();
      if (refused) request.log.warn({ refused }, 'requests refused as busy (heavy work queues full)');
    } else if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(answer.status).send(answer.body);
  });
});

/**
 * Fastify's own refusals before any route runs (a path with a broken percent-encoding, such as half
 * an emoji, or a path parameter over the length limit): the same answer shape as every other error,
 * never the path echoed back. Passed as the `frameworkErrors` option of Fastify.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer = toAnswer(error);
  return reply.status(answer.status).send(answer.body);
}

export function notFoundBody() {
  return body('not_found', messages.common.notFound);
}
