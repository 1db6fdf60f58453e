import { describe, expect, it } from 'vitest';
import type { ClauseModel } from './clause-model.ts';
import { presentClauses, scoreContract } from './find-clauses.ts';

const TEXT = [
  'The Licensee shall not compete with the Licensor in the Territory.',
  'Invoices are payable within thirty days.',
  'The Licensor may audit the records of the Licensee once a year.',
].join('\n');

/** Two categories found by one word each; the first sentence reaches Non-Compete's threshold. */
const model = (presence?: ClauseModel['presence']): ClauseModel => ({
  version: 1,
  trainedOn: 'test',
  categories: {
    'Non-Compete': { bias: -4, threshold: 0.5, weights: { compete: 6 } },
    'Audit Rights': { bias: -4, threshold: 0.9, weights: { audit: 5 } },
  },
  ...(presence === undefined ? {} : { presence }),
});

describe('scoreContract and presentClauses', () => {
  it('gathers per category the best log-odds, and finds by the sentence thresholds alone', () => {
    const plain = model();
    const { candidates, evidence } = scoreContract(TEXT, plain);
    expect(evidence.get('Non-Compete')?.best).toBeCloseTo(2);
    expect(evidence.get('Non-Compete')?.above).toBe(1);
    expect(evidence.get('Audit Rights')?.best).toBeCloseTo(1);
    expect([...presentClauses(candidates, plain, evidence).keys()]).toEqual(['Non-Compete']);
  });

  it('lets a contract-level stage overrule the sentences either way', () => {
    // Each stage reads its category's best margin over the threshold (the first feature) against 0.5.
    const reversed = model({
      'Non-Compete': { bias: 0, weights: [-1], threshold: 0.5 },
      'Audit Rights': { bias: 5, weights: [0], threshold: 0.5 },
    });
    const { candidates, evidence } = scoreContract(TEXT, reversed);
    const present = presentClauses(candidates, reversed, evidence);
    expect([...present.keys()]).toEqual(['Audit Rights']);
    // Shown by its best candidate, although that one is below its sentence threshold.
    expect(
      TEXT.slice(present.get('Audit Rights')?.[0]?.start, present.get('Audit Rights')?.[0]?.end),
    ).toMatch(/audit the records/);
  });

  it("gives a category's stage the log-odds of its document model over the whole contract", () => {
    // Audit Rights has no related category: its sixth stage feature is the document model's log-odds.
    const withDocument: ClauseModel = {
      ...model({ 'Audit Rights': { bias: -2.5, weights: [0, 0, 0, 0, 0, 1], threshold: 0.5 } }),
      document: { 'Audit Rights': { bias: -1, weights: { invoices: 3, records: 1, escrow: 5 } } },
    };
    const { candidates, evidence } = scoreContract(TEXT, withDocument);
    expect(evidence.get('Audit Rights')?.document).toBeCloseTo(3);
    expect(evidence.get('Non-Compete')?.document).toBeUndefined();
    expect([...presentClauses(candidates, withDocument, evidence).keys()]).toContain('Audit Rights');
    const without = scoreContract(TEXT.replace('Invoices', 'Bills'), withDocument);
    expect(without.evidence.get('Audit Rights')?.document).toBeCloseTo(0);
    expect([...presentClauses(without.candidates, withDocument, without.evidence).keys()]).not.toContain(
      'Audit Rights',
    );
  });
});
