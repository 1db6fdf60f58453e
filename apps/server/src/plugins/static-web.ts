import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { firstPagePreloads } from '../lib/web-app/first-page-preloads.ts';
import { inlineScriptHashes } from '../lib/web-app/inline-script-hashes.ts';
import { notFoundBody } from './errors.ts';

/** apps/web/dist, found from this file whether it runs from src/plugins or from the dist bundle. */
export function findWebDist(explicit?: string): string | undefined {
  if (explicit) return existsSync(join(explicit, 'index.html')) ? resolve(explicit) : undefined;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return undefined;
}

/** Hashed file names (Vite's `assets/`): their content never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the public files): may be stored, but asked again each time. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: each file in the brotli or gzip copy the build wrote beside it
 * (apps/web/build/precompress.ts), as the request's Accept-Encoding allows; hashed assets with
 * long caching; and index.html for every other GET that is not an API call, with this request's
 * CSP nonce in a meta tag for Mantine (never stored by a shared cache: `no-cache` asks again), a
 * policy that allows its inline scripts by their hashes, and on a first page (/login, /dashboard)
 * the preloads of that page's chunks.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string | undefined }) => {
  const root = findWebDist(opts.webDistDir);
  const indexHtml = root ? readFileSync(join(root, 'index.html'), 'utf8') : undefined;
  const preloads = root ? firstPagePreloads(root) : new Map<string, string>();
  // The page's own inline script (the colour scheme, applied before the first paint) is allowed
  // by its hash, computed from the built file: any other inline script stays refused.
  const scriptHashes = indexHtml ? inlineScriptHashes(indexHtml) : [];
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are served in place of their file, never at their own address.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(join(root, 'assets')) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const sendIndex = (reply: FastifyReply, path: string) => {
    const nonce = reply.pagePolicy({ scriptHashes });
    const pagePreloads = preloads.get(path);
    const html = (indexHtml ?? '')
      .replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}">`)
      .replace('</head>', pagePreloads ? `  ${pagePreloads}\n  </head>` : '</head>');
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (request.method === 'GET' && !isApi && indexHtml && !/\.[a-z0-9]+$/i.test(path)) {
      return sendIndex(reply, path);
    }
    return reply.status(404).send(notFoundBody());
  });
});
