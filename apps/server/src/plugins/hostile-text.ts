import { hasUnstorableText } from '@lexi/shared/validation/safe-text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unsafeTextError } from '../lib/http/unsafe-text-error.ts';

/**
 * Where in a parsed request part a NUL or a lone surrogate sits (a key or a value), as a dotted
 * path ('' for the part itself), or null when there is none. Iterative: a body nested 10,000
 * levels deep walks like a flat one.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (hasUnstorableText(item.value)) return item.path;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (hasUnstorableText(key)) return path;
      stack.push({ value: child, path });
    }
  }
  return null;
}

/**
 * The last line of defence behind the request schemas (which refuse hostile text field by field):
 * a body, query string or path parameter carrying a NUL or a lone surrogate (JSON.parse accepts
 * "\u0000" and "\ud800") is refused before any handler runs, so a schema that forgets the rule
 * still never lets such text reach the database.
 */
export const hostileTextPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const path = findUnstorableText(value);
      if (path === null) continue;
      done(unsafeTextError(path || part));
      return;
    }
    done();
  });
});
