import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { messages } from '@lexi/shared/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Marks the reply as an HTML page: it gets the page policy instead of the API's, with a fresh
     * nonce for its `<style>` elements, which is returned (Mantine reads it from a meta tag).
     * `scriptHashes`: the page's own inline scripts (`'sha256-…'`), the only ones it may run.
     */
    pagePolicy(options?: PagePolicyOptions): string;
  }
}

export interface PagePolicyOptions {
  /** CSP hash sources of the page's inline scripts (lib/web-app/inline-script-hashes.ts). */
  readonly scriptHashes?: readonly string[];
}

/**
 * The policy of LeXi's HTML pages (the web app's index.html, the sandbox eSign pages): scripts
 * only from our origin, and no inline script but those a page names by their hash; <style>
 * elements only with the per-page nonce; style attributes are allowed because React's style
 * props need them.
 */
const pageDirectives = {
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
  styleSrc: ["'self'", "'nonce-{nonce}'"],
  styleSrcAttr: ["'unsafe-inline'"],
  workerSrc: ["'self'", 'blob:'],
  upgradeInsecureRequests: null,
};

/** A JSON answer or a file loads nothing and is framed by nobody. */
const apiDirectives = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** The headers helmet sets with these options: they depend on no request, so they are computed once. */
function helmetHeaders(directives: Record<string, string[] | null>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return headers;
}

type SecurityOptions = {
  rateLimitPerMinute: number;
  /** Where the limiter counts (the database, shared by every instance); per process when absent. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

/**
 * Helmet's headers on every answer, and a Content-Security-Policy by kind: a static strict one on
 * JSON and files (no nonce: it costs a random draw per request for nothing), and the page policy
 * with a fresh nonce on the HTML pages that ask for it through `reply.pagePolicy()`.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const apiHeaders = helmetHeaders(apiDirectives);
  // One template per set of inline-script hashes (a page's are fixed once the server has started).
  const pageTemplates = new Map<string, string>();
  const pageTemplate = (scriptHashes: readonly string[]) => {
    const key = scriptHashes.join(' ');
    let template = pageTemplates.get(key);
    if (template === undefined) {
      const directives = { ...pageDirectives, scriptSrc: [...pageDirectives.scriptSrc, ...scriptHashes] };
      template = helmetHeaders(directives)['content-security-policy'] ?? '';
      pageTemplates.set(key, template);
    }
    return template;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(apiHeaders);
    done();
  });
  app.decorateReply('pagePolicy', function pagePolicy(this: FastifyReply, options?: PagePolicyOptions) {
    const nonce = randomBytes(16).toString('hex');
    this.header(
      'content-security-policy',
      pageTemplate(options?.scriptHashes ?? []).replace('{nonce}', nonce),
    );
    return nonce;
  });
  await app.register(rateLimit, {
    max: opts.rateLimitPerMinute,
    ...(opts.rateLimitStore ? { store: opts.rateLimitStore } : {}),
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new AppError('request.rate_limited', 429, messages.common.tooManyRequests),
  });
});
