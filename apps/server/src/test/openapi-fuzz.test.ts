import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS, type JsonSchema, type Mutation, requestValue } from './fuzz-values.ts';
import { buildProbeWorld, type ProbeWorld } from './probe-world.ts';
import { startTestApp } from './test-app.ts';
import { testDatabases } from './test-databases.ts';

/**
 * The probe as a suite: every operation of the OpenAPI document gets the same 30 requests, each a
 * valid-shaped request with one kind of hostile value in some of its fields (NUL, lone surrogates, half an emoji, a
 * megabyte string, 10,000 levels of nesting, 100,000 items, wrong types, prototype keys, …), as the
 * owner of real objects and, for some, without a token. No answer may be a server error, carry a
 * stack trace or SQL, or be a 4xx without `success: false` and a message.
 */

type Operation = {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
  pathParams: { name: string; schema: JsonSchema }[];
};

type Parameter = { in: string; name: string; schema?: JsonSchema };
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: Parameter[] }
    >
  >;
};

function operationsOf(document: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = spec.parameters ?? [];
      const of = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      operations.push({
        method: method.toUpperCase(),
        path,
        body: spec.requestBody?.content?.['application/json']?.schema,
        query: of('query'),
        pathParams: of('path'),
      });
    }
  }
  // Signing out ends the owner's session: it goes last.
  return operations.sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
}

/** Percent-encodes any text, a lone surrogate too (as the bytes a broken client would send). */
function percentEncode(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(character);
  }
  return out;
}

const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

type Case = { name: string; mutation: Mutation; anonymous?: boolean; raw?: (valid: string) => string };
const string = (value: string): Mutation => ({ kind: 'string', value });

/** The requests each operation gets (at least 20), some also without a token. */
const CASES: Case[] = [
  { name: 'valid shape', mutation: { kind: 'valid' }, anonymous: true },
  { name: 'NUL', mutation: string(HOSTILE_STRINGS.nul), anonymous: true },
  // Each case makes another string of the request hostile (the seed picks it): more cases, more fields.
  { name: 'NUL, another field', mutation: string(HOSTILE_STRINGS.nul) },
  { name: 'NUL, a third field', mutation: string(HOSTILE_STRINGS.nul) },
  { name: 'NUL in ids too', mutation: { kind: 'string', value: HOSTILE_STRINGS.nul, ids: true } },
  { name: 'half an emoji in ids too', mutation: { kind: 'string', value: '\uD83D', ids: true } },
  { name: 'lone high surrogate', mutation: string(HOSTILE_STRINGS.highSurrogate), anonymous: true },
  { name: 'lone high surrogate, another field', mutation: string(HOSTILE_STRINGS.highSurrogate) },
  { name: 'lone low surrogate', mutation: string(HOSTILE_STRINGS.lowSurrogate) },
  { name: 'emoji cut in half', mutation: string(HOSTILE_STRINGS.emojiCutInHalf) },
  { name: '128 emoji', mutation: string(HOSTILE_STRINGS.emoji128) },
  { name: '254 letters and an emoji', mutation: string(HOSTILE_STRINGS.letters254AndEmoji) },
  { name: 'control characters', mutation: string(HOSTILE_STRINGS.controls) },
  { name: 'one-megabyte string', mutation: string(HOSTILE_STRINGS.megabyte) },
  { name: 'SQL and wildcards', mutation: string(HOSTILE_STRINGS.sql) },
  { name: 'path separators', mutation: string(HOSTILE_STRINGS.pathSeparators) },
  { name: 'long Devanagari', mutation: string(HOSTILE_STRINGS.devanagari) },
  { name: 'wrong types', mutation: { kind: 'wrongTypes' } },
  { name: 'numbers as strings', mutation: { kind: 'numbersAsStrings' } },
  { name: 'negative and huge numbers', mutation: { kind: 'extremeNumbers' } },
  { name: 'nulls', mutation: { kind: 'nulls' } },
  { name: '100,000 items', mutation: { kind: 'hugeArrays' } },
  {
    name: 'prototype keys',
    mutation: { kind: 'valid' },
    anonymous: true,
    raw: (valid) =>
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${valid.startsWith('{') && valid !== '{}' ? valid.slice(1) : '"x":1}'}`,
  },
  {
    name: 'escaped NUL and surrogates in keys and values',
    mutation: { kind: 'valid' },
    raw: (valid) =>
      `{"\\u0000":"\\ud800","k\\udc00":"\\u0000"${valid.startsWith('{') && valid !== '{}' ? `,${valid.slice(1)}` : '}'}`,
  },
  { name: 'nested 10,000 levels', mutation: { kind: 'valid' }, anonymous: true, raw: () => DEEP },
  {
    name: 'a field nested 10,000 levels',
    mutation: { kind: 'valid' },
    raw: (valid) => (valid.startsWith('{') && valid !== '{}' ? `{"deep":${DEEP},${valid.slice(1)}` : DEEP),
  },
  { name: 'a bare string', mutation: { kind: 'valid' }, raw: () => '"text"' },
  { name: 'an array of 100,000 items', mutation: { kind: 'valid' }, raw: () => `[${'1,'.repeat(99_999)}1]` },
  { name: 'malformed JSON', mutation: { kind: 'valid' }, anonymous: true, raw: () => '{"a": [1, 2' },
  { name: 'empty body', mutation: { kind: 'valid' }, raw: () => '' },
];

const STACK_OR_SQL =
  /\n\s+at |node_modules|\.ts:\d+:\d+|Failed query|\bselect\b.+\bfrom\b|insert into|syntax error at|violates .+ constraint|relation ".+" does not exist|params:/i;

// On each test database: about 30 s on PGlite and 20 s on PostgreSQL on the 2-core machine.
for (const db of testDatabases())
  describe(`fuzzing every operation of the OpenAPI document [${db.name}]`, () => {
    let started: Awaited<ReturnType<typeof startTestApp>>;
    let world: ProbeWorld;
    beforeAll(async () => {
      started = await startTestApp(db, { LOG_LEVEL: 'error' });
      world = await buildProbeWorld(started.ctx);
    }, 120_000);
    afterAll(() => started.stop());

    it('answers every hostile request with no server error, no stack trace or SQL and a clear 4xx', async () => {
      const { app } = started.ctx;
      await app.ready();
      const operations = operationsOf(app.swagger() as OpenApi);
      const ids: Record<string, string> = {
        id: world.ids.contractId,
        contract_id: world.ids.contractId,
        document_id: world.ids.contractId,
        workspace_id: world.ids.workspaceId,
        note_id: world.ids.noteId,
        case_id: world.ids.caseId,
        invite_id: world.ids.inviteId,
        meeting_id: world.ids.meetingId,
        member_id: world.ids.memberId,
        team_member_id: world.ids.memberId,
        lawyer_username: world.people.lawyer.person.username,
      };
      const failures: string[] = [];
      let requests = 0;

      for (const [index, operation] of operations.entries()) {
        // Body, query string and path parameters as one schema: a string mutation hits one string of them.
        const parts = (list: Operation['query']): JsonSchema => ({
          type: 'object',
          properties: Object.fromEntries(list.map(({ name, schema }) => [name, schema])),
          required: list.map(({ name }) => name),
        });
        const requestSchema: JsonSchema = {
          type: 'object',
          properties: {
            ...(operation.body ? { body: operation.body } : {}),
            query: parts(operation.query),
            path: parts(operation.pathParams),
          },
          required: ['body', 'query', 'path'],
        };
        // The id a field names depends on the call: an e-mohar call's `id` is a document's.
        const idFor = (field: string) => {
          if (field === 'id' && operation.path.includes('/e_mohar/')) return world.ids.emoharId;
          if (/^(file_content|base64String|pdf_base64)$/.test(field)) return world.pdfBase64;
          if (field === 'workspace_id' && operation.path.includes('/litigation/'))
            return world.ids.litigationId;
          return ids[field];
        };
        for (const [caseIndex, testCase] of CASES.entries()) {
          const seed = index * 1_000 + caseIndex;
          type Request = { body?: unknown; query: Record<string, unknown>; path: Record<string, unknown> };
          const request = requestValue(requestSchema, seed, {
            mutation: testCase.mutation,
            idFor,
          }) as Request;
          const valid = requestValue(requestSchema, seed, { mutation: { kind: 'valid' }, idFor }) as Request;
          const validBody = operation.body ? JSON.stringify(valid.body) : '{}';
          const payload = testCase.raw ? testCase.raw(validBody) : JSON.stringify(request.body ?? {});
          const query = Object.entries(request.query)
            .map(([name, value]) => `${encodeURIComponent(name)}=${percentEncode(String(value))}`)
            .join('&');
          const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
            percentEncode(String(request.path[name] ?? 'fuzz-id').slice(0, 2_000)),
          );
          const url = `${path}${query ? `?${query}` : ''}`;
          const withBody = operation.method !== 'GET' && operation.method !== 'HEAD';
          const options = (token?: string): InjectOptions => ({
            method: operation.method as InjectOptions['method'],
            url,
            headers: {
              ...(withBody ? { 'content-type': 'application/json' } : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            ...(withBody ? { payload } : {}),
          });
          const tokens = testCase.anonymous
            ? [world.people.owner.token, undefined]
            : [world.people.owner.token];
          for (const token of tokens) {
            requests += 1;
            const res = await app.inject(options(token));
            const who = token ? 'owner' : 'anonymous';
            const where = `${operation.method} ${operation.path} [${testCase.name}, ${who}]`;
            const excerpt = res.body.slice(0, 300);
            if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${excerpt}`);
            if (STACK_OR_SQL.test(res.body) && !String(res.headers['content-type']).includes('pdf')) {
              failures.push(`${where}: stack trace or SQL in the answer: ${excerpt}`);
            }
            if (res.statusCode >= 400 && String(res.headers['content-type']).includes('application/json')) {
              const body = res.json() as { success?: unknown; message?: unknown };
              if (body.success !== false || typeof body.message !== 'string' || body.message === '') {
                failures.push(
                  `${where}: a ${res.statusCode} without success: false and a message: ${excerpt}`,
                );
              }
            }
          }
        }
      }

      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures).toEqual([]);
      expect(operations.length).toBeGreaterThan(90);
      expect(requests).toBeGreaterThanOrEqual(operations.length * 20);
    }, 240_000);
  });
