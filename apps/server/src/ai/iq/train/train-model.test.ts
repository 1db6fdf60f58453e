import { describe, expect, it } from 'vitest';
import { scoreSentence } from '../clause-model.ts';
import { trainClauseModel } from './train-model.ts';
import { FeatureIndex, prepareContract } from './training-set.ts';

const filler = [
  'The Supplier shall deliver the goods to the warehouse named in the order.',
  'Invoices are payable within thirty days of receipt.',
  'Each party shall perform its duties with reasonable care and skill.',
  'The goods shall conform to the specifications in Schedule 1.',
];

describe('trainClauseModel', () => {
  it('learns a category from marked sentences and tells it from the rest', () => {
    const index = new FeatureIndex();
    const contracts = Array.from({ length: 12 }, (_, i) => {
      const escrow = `The licensor shall deposit the source code of release ${i} with the escrow agent.`;
      const text = [...filler, escrow, `Notices go to office number ${i}.`].join('\n');
      return prepareContract({ text, spans: { 'Source Code Escrow': i % 3 === 0 ? [] : [escrow] } }, index);
    });
    const model = trainClauseModel(contracts, index.names(), 'test', ['Source Code Escrow']);
    const escrow = scoreSentence(model, 'Licensor will deposit the source code with an escrow agent.').get(
      'Source Code Escrow',
    );
    const other = scoreSentence(model, 'Invoices are payable within thirty days.').get('Source Code Escrow');
    expect(escrow).toBeGreaterThan(0.5);
    expect(other).toBeLessThan(0.2);
  });
});
