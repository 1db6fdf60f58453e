import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@lexi/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Helmet's headers with a strict Content-Security-Policy: scripts only from our origin, no inline
 * script; <style> elements only with the per-request nonce (Mantine reads it from a meta tag);
 * style attributes are allowed because React's style props need them.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { rateLimitPerMinute: number }) => {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: opts.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new AppError('request.rate_limited', 429, messages.common.tooManyRequests),
  });
});
