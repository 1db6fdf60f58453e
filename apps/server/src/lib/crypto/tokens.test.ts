import { describe, expect, it } from 'vitest';
import { hashToken, randomToken } from './tokens.ts';

describe('hashToken', () => {
  it('is the hex SHA-256 of the token (the stored sessions and links depend on it)', () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the UTF-8 bytes of the whole token', () => {
    const token = randomToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toBe(hashToken(`${token}x`));
    // sha256 of the two bytes c3 a9, as `printf 'é' | sha256sum` gives it.
    expect(hashToken('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });
});
