/**
 * Request values for the fuzz suite, made from the OpenAPI document's JSON Schemas with a seeded
 * generator: each case keeps the shape of a real request and makes one kind of value hostile.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | JsonSchema;
};

/** mulberry32: small, fast and the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EMOJI = '😀';
export const HOSTILE_STRINGS = {
  nul: 'Asha\u0000Rao',
  highSurrogate: 'Asha \uD83D',
  lowSurrogate: '\uDE00 Rao',
  emojiCutInHalf: `${EMOJI.repeat(127)}\uD83D`,
  emoji128: EMOJI.repeat(128),
  letters254AndEmoji: `${'a'.repeat(254)}${EMOJI}`,
  controls: '\u0001\u001b[31m\u007f\r\n\t\u202eevil\u200b',
  megabyte: 'x'.repeat(1_000_000),
  sql: '\' OR 1=1; -- %_\\ "; drop table users; --',
  pathSeparators: '../../etc/passwd\\..\\C:\\windows/%2e%2e/',
  devanagari: 'आशा राव '.repeat(2_000),
} as const;

/** How a case changes the values of a valid-shaped request. */
export type Mutation =
  | { kind: 'valid' }
  /**
   * One string of the request (the `target`-th, see ValueContext) becomes `value`, the others stay
   * valid so that the request gets past the checks of its other fields; ids and files stay real
   * unless `ids` says so.
   */
  | { kind: 'string'; value: string; ids?: boolean }
  | { kind: 'wrongTypes' }
  | { kind: 'numbersAsStrings' }
  | { kind: 'extremeNumbers' }
  | { kind: 'nulls' }
  | { kind: 'hugeArrays' };

const EXTREME_NUMBERS = [-1, -0, 0.5, 1e308, -1e308, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 2 ** 31];

export type ValueContext = {
  random: () => number;
  mutation: Mutation;
  /** Real ids and names of the probe world, used for fields whose name says they hold one. */
  idFor(field: string): string | undefined;
  /** Counts the strings that may be made hostile; the one numbered `target` is. */
  strings: { seen: number; target: number };
};

/** Valid values of the fields whose rule a JSON Schema cannot tell well enough to make one. */
const KNOWN_FIELDS: Record<string, string> = {
  country_code: '+91',
  otp: '123456',
  aadhar_four_digit: '1234',
  aadhar_name: 'Asha Rao',
  gender: 'female',
  dob: '1990',
  username: 'fuzz.person',
  password: 'Vakalatnama-2026!',
  new_password: 'Vakalatnama-2026!',
  time_zone: 'Asia/Kolkata',
  start: '09:00',
  end: '17:00',
  url: '/api/contracts/docx?id=00000000-0000-4000-8000-000000000000',
  shareLink: 'http://localhost:3000/share-draft?id=x&token=y',
  html: '<h1>Fuzz</h1><p>Terms.</p>',
  first_name: 'Asha',
  last_name: 'Rao',
  name1: 'Asha Rao',
  name2: 'Vikram Shah',
  purpose: 'Bookkeeping services',
  governing_state: 'Maharashtra',
  start_date: '2030-01-15',
  add_proof_no1: '123456789012',
  add_proof_no2: '123456789012',
};

const KNOWN_NUMBERS: Record<string, number> = {
  x_coordinate: 0.1,
  y_coordinate: 0.1,
  width: 0.3,
  height: 0.08,
};

const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function validString(schema: JsonSchema, field: string, ctx: ValueContext): string {
  if (schema.format === 'date') return '2030-01-15';
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'uuid') return ctx.idFor(field) ?? '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email' || /email|contact/i.test(field)) return 'fuzz.person@example.in';
  const id = ctx.idFor(field);
  if (id) return id;
  if (typeof schema.default === 'string' && schema.default !== '') return schema.default;
  if (/^expiry$/i.test(field)) return new Date(Date.now() + 10 * 86_400_000).toISOString();
  const known = KNOWN_FIELDS[field];
  if (known !== undefined) return known;
  if (/date|expiry/i.test(field)) return '2030-01-15';
  if (/phone|mobile/i.test(field)) return '9876543210';
  return `Fuzz-${field}`.slice(0, 30);
}

/**
 * A request part for `schema` whose one string (chosen with the seed among all it has) carries a
 * string mutation's value; other mutations change every value of their kind.
 */
export function requestValue(
  schema: JsonSchema,
  seed: number,
  base: Omit<ValueContext, 'random' | 'strings'>,
) {
  const counting = { seen: 0, target: -1 };
  valueFor(schema, 'body', { ...base, random: seededRandom(seed), strings: counting });
  const target = counting.seen === 0 ? -1 : Math.floor(seededRandom(seed ^ 0x5bd1e995)() * counting.seen);
  return valueFor(schema, 'body', { ...base, random: seededRandom(seed), strings: { seen: 0, target } });
}

/** A value for `schema` at `field`, shaped as the schema asks and changed as the mutation says. */
export function valueFor(schema: JsonSchema, field: string, ctx: ValueContext, depth = 0): unknown {
  const { mutation, random } = ctx;
  if (mutation.kind === 'nulls' && depth > 1) return null;
  if (schema.anyOf && schema.anyOf.length > 0) {
    const options = schema.anyOf.filter((option) => option.type !== 'null');
    return valueFor(pick(random, options.length ? options : schema.anyOf), field, ctx, depth);
  }
  if (schema.const !== undefined) return mutation.kind === 'wrongTypes' ? [schema.const] : schema.const;
  if (schema.enum && schema.enum.length > 0) {
    if (mutation.kind === 'string') {
      const hit = ctx.strings.seen === ctx.strings.target;
      ctx.strings.seen += 1;
      if (hit) return mutation.value;
      return pick(random, schema.enum);
    }
    return mutation.kind === 'wrongTypes' ? { value: schema.enum[0] } : pick(random, schema.enum);
  }
  switch (typeOf(schema)) {
    case 'string':
      if (mutation.kind === 'string') {
        const id = mutation.ids ? undefined : ctx.idFor(field);
        if (id !== undefined) return id;
        const hit = ctx.strings.seen === ctx.strings.target;
        ctx.strings.seen += 1;
        return hit ? mutation.value : validString(schema, field, ctx);
      }
      if (mutation.kind === 'wrongTypes') return 12345;
      return validString(schema, field, ctx);
    case 'integer':
    case 'number': {
      const valid =
        KNOWN_NUMBERS[field] ?? (schema.minimum !== undefined && schema.minimum > -1e15 ? schema.minimum : 1);
      if (mutation.kind === 'numbersAsStrings') return String(valid);
      if (mutation.kind === 'extremeNumbers') return pick(random, EXTREME_NUMBERS);
      if (mutation.kind === 'wrongTypes') return 'not a number';
      return valid;
    }
    case 'boolean':
      return mutation.kind === 'wrongTypes' ? 'yes' : random() < 0.5;
    case 'array': {
      if (mutation.kind === 'wrongTypes') return { 0: 'x' };
      const item = schema.items ?? { type: 'string' };
      if (mutation.kind === 'hugeArrays')
        return new Array(100_000).fill(
          valueFor(item, field, { ...ctx, mutation: { kind: 'valid' } }, depth + 1),
        );
      return [valueFor(item, field, ctx, depth + 1)];
    }
    case 'object': {
      if (mutation.kind === 'wrongTypes' && depth > 1) return ['x'];
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key) ?? false;
        if (required || random() < 0.8) out[key] = valueFor(child, key, ctx, depth + 1);
      }
      if (typeof schema.additionalProperties === 'object') {
        out.extra_key = valueFor(schema.additionalProperties, 'extra_key', ctx, depth + 1);
      }
      return out;
    }
    default:
      return mutation.kind === 'string' ? mutation.value : 'Fuzz';
  }
}
