import type { FastifyRequest } from 'fastify';
import { loggableError } from '../lib/loggable-error.ts';

const SECRET_PARAMS = /([?&](?:token|otp|password|reset_token)=)[^&]*/gi;

/** Log lines name the path but never a token, OTP or password carried in a query string. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * pino options for Fastify: request bodies are never logged; secrets in headers are censored; an
 * error is logged with its message and stack but never the query parameters or values it carries.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => loggableError(error),
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}
