import { describe, expect, it } from 'vitest';
import { counterPartyEmailOf } from './counter-party-email.ts';

describe('counterPartyEmailOf', () => {
  it("is a business counter party's bemail2", () => {
    expect(counterPartyEmailOf({ type2: 'Business', bemail2: 'legal@acme.example' })).toBe(
      'legal@acme.example',
    );
  });

  it("is an individual counter party's email2, even when a business email is left over", () => {
    expect(
      counterPartyEmailOf({ type2: 'Individual', email2: ' ravi@example.com ', bemail2: 'old@acme.example' }),
    ).toBe('ravi@example.com');
  });

  it('takes whichever the draft has, and is empty when it has none', () => {
    expect(counterPartyEmailOf({ email2: 'ravi@example.com' })).toBe('ravi@example.com');
    expect(counterPartyEmailOf({ type1: 'Individual' })).toBe('');
  });
});
