import { describe, expect, it } from 'vitest';
import { esignFormData, esignMessages } from './emohar-signing.ts';

const gender = esignFormData.shape.gender;

describe('the signer form', () => {
  it("accepts Aadhaar's gender codes M, F and T in any case, as the words", () => {
    expect(gender.parse('M')).toBe('male');
    expect(gender.parse('f')).toBe('female');
    expect(gender.parse(' t ')).toBe('transgender');
    expect(gender.parse('Female')).toBe('female');
    expect(gender.parse('OTHER')).toBe('other');
  });

  it('refuses any other value with the sentence that names the codes', () => {
    for (const value of ['x', '', 'toString', 'constructor']) {
      expect(gender.safeParse(value).error?.issues[0]?.message).toBe(esignMessages.gender);
    }
  });
});
