import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReusedAnswer } from './reused-answer.ts';

type Route = Parameters<FastifySerializerCompiler<unknown>>[0];
type Serialize = (data: unknown) => string;

/** A route's answer schema: a zod schema, or `{ properties: zodSchema }`. */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

/**
 * A compiled writer (fast-json-stringify) of the answer's JSON Schema, or undefined when the
 * schema has none or changes what it carries (a transform, a codec, a default: its input and
 * output sides differ): such a route keeps zod's own serializer.
 */
export function compileWriter(schema: unknown): Serialize | undefined {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return undefined;
  try {
    const side = (io: 'input' | 'output') =>
      z.toJSONSchema(zodSchema, { target: 'draft-7', io, unrepresentable: 'throw' });
    const json = side('output');
    // The input side lets unknown keys through (zod strips them): only that may differ.
    const open = (value: unknown) =>
      JSON.stringify(value, (key, v) => (key === 'additionalProperties' && v === false ? undefined : v));
    if (open(json) !== open(side('input'))) return undefined;
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * The serializer compiler of every route's answer (Fastify's `setSerializerCompiler`). An answer
 * is written by a writer compiled from its schema: only the schema's fields, in its order (a field
 * the schema does not name is left out, as zod's encode leaves it out), without building a copy of
 * the answer as zod's encode does before JSON.stringify (5–9 % of the main thread for the
 * dashboard and the litigation list). With `check` (development and tests), every answer is also
 * encoded by zod, which refuses one that breaks its schema, and the two texts must be the same:
 * the test suite runs every answer it makes through both. In production our own answers are not
 * checked again. An answer marked as reused (reused-answer.ts) is written once per route and its
 * text kept for as long as the answer lives.
 */
export function answerSerializerCompiler(options: { check: boolean }) {
  const zodCompiler = createSerializerCompiler();
  return (route: Route): Serialize => {
    const checked = zodCompiler(route as Parameters<typeof zodCompiler>[0]) as Serialize;
    // Compiled on the first answer: most routes of a test app never answer.
    let writer: Serialize | null | undefined;
    const writeNew = (data: unknown) => {
      if (writer === undefined) writer = compileWriter(route.schema) ?? null;
      return writer ? writer(data) : checked(data);
    };
    const texts = new WeakMap<object, string>();
    const write = (data: unknown) => {
      if (!isReusedAnswer(data)) return writeNew(data);
      let text = texts.get(data);
      if (text === undefined) {
        text = writeNew(data);
        texts.set(data, text);
      }
      return text;
    };
    if (!options.check) return write;
    return (data) => {
      const expected = checked(data);
      const written = write(data);
      if (written !== expected)
        throw new Error(
          `the answer of ${route.method} ${route.url} was written unlike its schema's encoding`,
        );
      return written;
    };
  };
}
