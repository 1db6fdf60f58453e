import { describe, expect, it } from 'vitest';
import { BREAK, resolveBreaks } from './hyphenation.ts';

const resolve = (...paragraphs: string[]) => resolveBreaks([paragraphs]).flat();

describe('words broken across lines', () => {
  it('joins a word the typesetter broke', () => {
    expect(resolve(`The judg${BREAK}ment was delivered on the same day.`)).toEqual([
      'The judgment was delivered on the same day.',
    ]);
  });

  it('keeps the hyphen of a compound that ended a line', () => {
    expect(resolve(`a non${BREAK}exclusive licence for twenty${BREAK}four months`)).toEqual([
      'a non-exclusive licence for twenty-four months',
    ]);
    expect(resolve(`out-of${BREAK}pocket expenses`)).toEqual(['out-of-pocket expenses']);
  });

  it('lets the document decide: a form it uses elsewhere wins', () => {
    expect(resolve(`the Know${BREAK}how of the licensor`, 'all Know-How and patents')).toEqual([
      'the Know-how of the licensor',
      'all Know-How and patents',
    ]);
    expect(resolve(`the co${BREAK}operative society`, 'the cooperative society')).toEqual([
      'the cooperative society',
      'the cooperative society',
    ]);
  });
});
