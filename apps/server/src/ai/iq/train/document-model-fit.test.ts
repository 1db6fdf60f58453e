import { describe, expect, it } from 'vitest';
import { documentLogit } from '../document-model.ts';
import { documentFeatureIds, trainDocumentModels } from './document-model-fit.ts';
import { FeatureIndex, prepareContract } from './training-set.ts';

const filler = [
  'The Supplier shall deliver the goods to the warehouse named in the order.',
  'Invoices are payable within thirty days of receipt.',
];

describe('trainDocumentModels', () => {
  it('learns which words of a whole contract go with a category, from contracts alone', () => {
    const index = new FeatureIndex();
    const contracts = Array.from({ length: 30 }, (_, i) => {
      const has = i % 2 === 0;
      // The category's word stands in a different sentence each time: only the whole contract shows it.
      const extra = has ? `Release ${i} goes to the escrow agent.` : `Release ${i} goes to the customer.`;
      return prepareContract(
        { text: [...filler, extra].join('\n'), spans: {}, present: has ? ['Source Code Escrow'] : [] },
        index,
      );
    });
    const names = index.names();
    const rows = contracts.map((c) => ({ ids: documentFeatureIds(c, names), present: c.present }));
    const model = trainDocumentModels(rows, names, ['Source Code Escrow'])['Source Code Escrow'];
    expect(model).toBeDefined();
    if (model === undefined) return;
    const score = (words: string[]) => documentLogit(model, new Set(words));
    expect(score(['escrow', 'agent', 'release'])).toBeGreaterThan(0);
    expect(score(['customer', 'release'])).toBeLessThan(0);
    expect(Object.keys(model.weights).length).toBeLessThanOrEqual(150);
  });

  it('trains no model for a category no contract (or every contract) has', () => {
    const index = new FeatureIndex();
    const contract = prepareContract({ text: filler.join('\n'), spans: {}, present: [] }, index);
    const rows = [{ ids: documentFeatureIds(contract, index.names()), present: contract.present }];
    expect(trainDocumentModels(rows, index.names(), ['Source Code Escrow'])).toEqual({});
  });
});
