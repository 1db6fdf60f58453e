import { messages } from '@lexi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestApp } from './test-app.ts';
import { testDatabases } from './test-databases.ts';

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const hasFormat = (schema: unknown) => typeof defOf(schema).format === 'string';
const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every string schema inside `schema` (through objects, arrays, unions, wrappers and pipes), by path. */
function stringNodes(
  schema: z.ZodType,
  path: string,
  found: { path: string; node: z.ZodType }[],
  seen = new Set(),
) {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, at: string) => {
    if (isSchema(child)) stringNodes(child, at, found, seen);
  };
  switch (def.type) {
    case 'string':
      found.push({ path, node: schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        walk(child, `${path}.${key}`);
      walk(def.catchall, `${path}.*`);
      break;
    case 'record':
      walk(def.keyType, `${path}.<key>`);
      walk(def.valueType, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'tuple':
      for (const [index, item] of (def.items as unknown[]).entries()) walk(item, `${path}[${index}]`);
      walk(def.rest, `${path}[…]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, path);
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), path);
      break;
    default:
      walk(def.innerType, path);
  }
  return found;
}

/**
 * Every request schema of the running app (body, query string, path parameters), reached through
 * the OpenAPI document: each operation is called once and its route's schema read from the request.
 */
async function requestSchemas(app: Awaited<ReturnType<typeof startTestApp>>['ctx']['app']) {
  const schemas = new Map<string, Record<string, unknown>>();
  app.addHook('onRequest', async (request, reply) => {
    schemas.set(
      `${request.method} ${request.routeOptions.url}`,
      (request.routeOptions.schema ?? {}) as Record<string, unknown>,
    );
    return reply.code(204).send();
  });
  await app.ready();
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      await app.inject({ method: method.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, 'x') });
    }
  }
  return schemas;
}

describe('every request schema in the OpenAPI document', () => {
  const db = testDatabases()[0];
  if (!db) throw new Error('no test database');
  let started: Awaited<ReturnType<typeof startTestApp>>;
  let schemas: Map<string, Record<string, unknown>>;
  beforeAll(async () => {
    started = await startTestApp(db);
    schemas = await requestSchemas(started.ctx.app);
  });
  afterAll(() => started.stop());

  it('reaches every operation of the document', () => {
    const operations = Object.values(
      (started.ctx.app.swagger() as { paths: Record<string, object> }).paths,
    ).flatMap((operations) => Object.keys(operations));
    expect(schemas.size).toBe(operations.length);
    expect(schemas.size).toBeGreaterThan(90);
  });

  it('refuses a NUL and a lone surrogate in every string position with the catalogue sentence', () => {
    const allowed: string[] = [];
    const strings: string[] = [];
    for (const [route, schema] of schemas) {
      for (const part of ['body', 'querystring', 'params']) {
        const partSchema = schema[part];
        if (!isSchema(partSchema)) continue;
        for (const { path, node } of stringNodes(partSchema, `${route} ${part}`, [])) {
          strings.push(path);
          for (const hostile of ['ok\u0000', 'ok\uD83D', '\uDE00ok']) {
            const result = node.safeParse(hostile);
            // A format (uuid, ISO date) refuses anything outside its own alphabet with its own
            // message; the hostile-text hook answers the catalogue sentence before it runs.
            const sentence =
              hasFormat(node) || result.error?.issues[0]?.message === messages.common.unsafeText;
            if (result.success || !sentence) {
              allowed.push(`${path} ${JSON.stringify(hostile)}`);
            }
          }
        }
      }
    }
    expect(strings.length).toBeGreaterThan(100);
    expect(allowed).toEqual([]);
  });
});
