import { describe, expect, it } from 'vitest';
import { operativePartStart } from './operative-part.ts';

describe('operativePartStart', () => {
  it('starts after the recitals, at the words that turn to what is agreed', () => {
    const text =
      'SUPPLY AGREEMENT. RECITALS a. The Manufacturer wishes to appoint the Customer as exclusive agent. NOW IT IS AGREED as follows: 1. Exclusivity. The Customer shall be the exclusive agent.';
    const start = operativePartStart(text);
    expect(text.slice(start)).toBe(' as follows: 1. Exclusivity. The Customer shall be the exclusive agent.');
    expect(operativePartStart('WHEREAS A sells; NOW, THEREFORE, the parties agree')).toBe(
      'WHEREAS A sells; NOW, THEREFORE'.length,
    );
  });

  it('is 0 without recitals, or when no words of agreement follow them', () => {
    expect(operativePartStart('1. Term. It is hereby agreed that the term is one year.')).toBe(0);
    expect(operativePartStart('WHEREAS the parties wish to cooperate. 1. Term.')).toBe(0);
  });
});
