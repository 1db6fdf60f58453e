import { describe, expect, it } from 'vitest';
import { governingLaw, lawOfSentence } from './key-facts-law.ts';

describe('the governing law', () => {
  it('reads the place after the word law, however the law names it, in capitals too', () => {
    expect(
      lawOfSentence(
        'This Agreement shall be governed and construed according to the laws of the State of Kansas.',
      ),
    ).toBe('Kansas');
    expect(
      lawOfSentence(
        'This Agreement shall be governed by the laws in force in the Province of British   Columbia.',
      ),
    ).toBe('British Columbia');
    expect(
      lawOfSentence('THIS AGREEMENT IS CONSTRUED IN ACCORDANCE WITH THE LAWS OF THE STATE OF GEORGIA.'),
    ).toBe('Georgia');
    expect(lawOfSentence("governed by the laws of the People's Republic of China")).toBe('China');
  });

  it('reads the place named before the word law, and before "the laws thereof"', () => {
    expect(
      lawOfSentence(
        'The parties agree that this Agreement shall be construed in accordance with English law.',
      ),
    ).toBe('England');
    expect(lawOfSentence('This Agreement shall be governed by New York law.')).toBe('New York');
    expect(
      lawOfSentence(
        'This Agreement has been made in the State of California and shall be governed by the laws thereof.',
      ),
    ).toBe('California');
  });

  it('reads past choice-of-law phrases and a heading, and takes the state over federal law', () => {
    expect(
      lawOfSentence(
        'Governing Law. This Agreement shall be governed in all respects by the laws of the United States and the State of Florida, except for conflict of laws provisions.',
      ),
    ).toBe('Florida');
    expect(
      lawOfSentence('This Agreement shall be governed by the laws of the United States of America.'),
    ).toBe('United States');
  });

  it('does not read where a party is incorporated, nor a sentence that governs nothing', () => {
    expect(
      lawOfSentence(
        'Acme Inc., a corporation organized under the laws of the State of Delaware, is governed by its board.',
      ),
    ).toBeNull();
    expect(lawOfSentence('Acme shall comply with the laws of the State of Texas.')).toBeNull();
  });

  it('prefers the governing-law clause to a sentence that only mentions the law of a place', () => {
    expect(
      governingLaw([
        "Counsel's opinion shall be limited to matters governed by federal laws and by the laws of Tennessee.",
        'This Agreement shall be construed in accordance with the laws of the State of New York.',
      ]),
    ).toBe('New York');
  });
});
