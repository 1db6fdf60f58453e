import { userPlanResponse } from '@lexi/shared/api/accounts';
import { dashboardResponse } from '@lexi/shared/api/dashboard';
import { listLitigationWorkspacesResponse } from '@lexi/shared/api/litigation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, compileWriter } from './answer-serializer.ts';
import { reusedAnswer } from './reused-answer.ts';

const answer = z.object({
  success: z.literal(true),
  name: z.string(),
  ended_at: z.string().nullable(),
  items: z.array(z.object({ id: z.string(), n: z.number().int() })),
});
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const compile = (check: boolean, schema: unknown = answer) =>
  answerSerializerCompiler({ check })(route(schema) as never);

const sample = {
  success: true,
  name: 'Asha "A" \\ 😀',
  ended_at: null,
  items: [{ id: 'a', n: 1 }],
};

describe('the answer serializer', () => {
  it('writes what JSON.stringify of the answer writes, in checked and unchecked mode', () => {
    for (const check of [true, false]) expect(compile(check)(sample)).toBe(JSON.stringify(sample));
  });

  it('leaves out every field its schema does not name, as zod does', () => {
    const leaky = { ...sample, password_hash: 'secret', items: [{ id: 'a', n: 1, owner_id: 'u1' }] };
    for (const check of [true, false]) {
      const text = compile(check)(leaky);
      expect(text).not.toContain('secret');
      expect(text).not.toContain('owner_id');
      expect(JSON.parse(text)).toEqual(sample);
    }
  });

  it('checked, refuses an answer that breaks its schema', () => {
    expect(() => compile(true)({ ...sample, items: [{ id: 'a', n: 1.5 }] })).toThrow();
    expect(() => compile(true)({ ...sample, name: undefined })).toThrow();
  });

  it('compiles a writer for the answers of the hot reads', () => {
    for (const schema of [answer, userPlanResponse, dashboardResponse, listLitigationWorkspacesResponse])
      expect(compileWriter(schema)).toBeTypeOf('function');
  });

  it('keeps zod for a schema that changes what it carries (a transform)', () => {
    expect(compileWriter(z.object({ at: z.string().transform((v) => v.slice(0, 4)) }))).toBeUndefined();
    const schema = z.object({ at: z.string().transform((v) => v.slice(0, 4)) });
    // zod cannot encode through a transform, with or without the check: the same as before.
    expect(() => compile(false, schema)({ at: '2026-11-24' })).toThrow();
    const plain = z.object({ at: z.string() });
    expect(compile(false, { properties: plain })({ at: 'x', b: 1 })).toBe('{"at":"x"}');
  });

  it('writes an answer marked as reused once per route, and a fresh answer at every call', () => {
    let reads = 0;
    const counted = () => ({
      ...sample,
      get name() {
        reads += 1;
        return 'Asha';
      },
    });
    const write = compile(false);
    const kept = reusedAnswer(counted());
    reads = 0; // marking it read it once, to freeze it
    expect(write(kept)).toBe(write(kept));
    expect(reads).toBe(1);
    const fresh = counted();
    write(fresh);
    write(fresh);
    expect(reads).toBe(3);
    // Another route writes it with its own schema.
    expect(compile(false, z.object({ name: z.string() }))(kept)).toBe('{"name":"Asha"}');
  });

  it('checked, still checks a reused answer at every call', () => {
    const write = compile(true);
    const kept = reusedAnswer({ ...sample });
    expect(write(kept)).toBe(JSON.stringify(sample));
    expect(write(kept)).toBe(JSON.stringify(sample));
  });

  it('freezes a reused answer deeply, so its kept text cannot go stale', () => {
    const kept = reusedAnswer({ ...sample, items: [{ id: 'a', n: 1 }] });
    expect(() => {
      (kept.items[0] as { n: number }).n = 2;
    }).toThrow(TypeError);
  });
});
