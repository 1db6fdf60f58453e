import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { fieldError } from './fields.ts';
import { usePlainErrorMessages } from './plain-errors.ts';

describe('plain error messages', () => {
  beforeAll(() => usePlainErrorMessages());
  afterAll(() => z.config({ customError: undefined }));

  it('fill the gaps of a schema with sentences a person reads', () => {
    expect(fieldError(z.string(), undefined)).toBe(messages.common.required);
    expect(fieldError(z.string(), 42)).toBe(messages.common.invalidValue);
    expect(fieldError(z.string().min(1), '')).toBe(messages.common.required);
    expect(fieldError(z.string().max(200), 'x'.repeat(201))).toBe('Must be at most 200 characters');
    expect(fieldError(z.enum(['a', 'b']), 'c')).toBe(messages.common.invalidChoice);
    expect(fieldError(z.iso.datetime(), 'tomorrow')).toBe(messages.common.invalidValue);
  });

  it('never replace a message the schema names', () => {
    expect(fieldError(z.string({ error: 'Name it' }), 42)).toBe('Name it');
    expect(fieldError(z.string().max(3, { error: 'Three at most' }), 'abcd')).toBe('Three at most');
  });
});
