import { describe, expect, it } from 'vitest';
import { denseLogit, denseVector } from '../dense-scorer.ts';
import { wordsForFeatures } from '../features.ts';
import { averageDenseFits, denseSentenceWeight, trainDenseScorers } from './dense-scorer-fit.ts';
import { FeatureIndex, prepareContract } from './training-set.ts';

const escrow = [
  'Licensor shall deposit the source code of the software with the escrow agent.',
  'The escrow agent shall release the deposited source code materials to the licensee upon bankruptcy.',
];
const filler = [
  'Invoices are payable within thirty days of receipt.',
  'The Supplier shall deliver the goods to the warehouse named in the order.',
  'This agreement is governed by the laws of the State of New York.',
  'Notices shall be given in writing to the addresses set out above.',
];

describe('trainDenseScorers', () => {
  it('learns from the sentence vectors which sentences are the category’s clause', () => {
    const index = new FeatureIndex();
    const contracts = Array.from({ length: 12 }, (_, i) => {
      const clause = escrow[i % 2] as string;
      return prepareContract(
        { text: [...filler, clause].join('\n'), spans: { 'Source Code Escrow': [clause] } },
        index,
      );
    });
    const fit = trainDenseScorers(contracts, ['Source Code Escrow'])['Source Code Escrow'];
    expect(fit?.weights).toHaveLength(100);
    if (fit === undefined) return;
    // Worded otherwise than any training clause, the deposit still reads as escrow, the payment not.
    const clause = denseLogit(
      fit,
      denseVector(wordsForFeatures('The vendor will place the source code in escrow with a trustee.')),
    );
    const other = denseLogit(
      fit,
      denseVector(wordsForFeatures('Payment is due thirty days after the invoice date.')),
    );
    expect(clause).toBeGreaterThan(other);
  });

  it('averages the fits of the categories every fit has', () => {
    const a = { bias: 1, weights: Array.from({ length: 100 }, () => 2) };
    const b = { bias: 3, weights: Array.from({ length: 100 }, () => 0) };
    const averaged = averageDenseFits([{ Insurance: a, 'Audit Rights': a }, { Insurance: b }]);
    expect(Object.keys(averaged)).toEqual(['Insurance']);
    expect(averaged.Insurance?.bias).toBe(2);
    expect(averaged.Insurance?.weights[7]).toBe(1);
  });
});

describe('denseSentenceWeight', () => {
  it('weighs the dense log-odds by what they add on held-out sentences, 0 when nothing', () => {
    const sparse = [-3, -2, -1, 0, 1, 2, -3, -2, -1, 0, 1, 2];
    const marked = [0, 0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1] as (0 | 1)[];
    // The dense log-odds separate the cases the sparse ones confuse: they get a weight.
    const helpful = marked.map((m) => (m === 1 ? 1 : -1));
    expect(denseSentenceWeight(sparse, helpful, marked)).toBeGreaterThan(0);
    // Dense log-odds against the labels get none.
    expect(
      denseSentenceWeight(
        sparse,
        helpful.map((v) => -v),
        marked,
      ),
    ).toBe(0);
    expect(
      denseSentenceWeight(
        sparse,
        helpful,
        marked.map(() => 0),
      ),
    ).toBe(0);
  });
});
