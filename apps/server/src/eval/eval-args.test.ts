import { describe, expect, it } from 'vitest';
import { parseEvalArgs } from './eval-args.ts';

describe('the evaluation arguments', () => {
  it('takes a set, a data folder and an optional JSON file in any order', () => {
    expect(parseEvalArgs(['cuad', '--data', '../d', '--json', 'o.json'])).toEqual({
      set: 'cuad',
      dataDir: '../d',
      jsonFile: 'o.json',
      flags: new Set(),
    });
    expect(parseEvalArgs(['--data', 'd', 'inlegalner'])).toEqual({
      set: 'inlegalner',
      dataDir: 'd',
      jsonFile: undefined,
      flags: new Set(),
    });
    expect(parseEvalArgs(['cuad', '--pdf', '--data', 'd']).flags).toEqual(new Set(['pdf']));
  });

  it('refuses a missing set, a missing folder and a value-less option', () => {
    expect(() => parseEvalArgs(['--data', 'd'])).toThrow(/Usage/);
    expect(() => parseEvalArgs(['cuad'])).toThrow(/--data is required/);
    expect(() => parseEvalArgs(['cuad', '--data'])).toThrow(/--data needs a value/);
    expect(() => parseEvalArgs(['cuad', 'aila', '--data', 'd'])).toThrow(/Usage/);
  });
});
