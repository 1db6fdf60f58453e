import { describe, expect, it } from 'vitest';
import { documentFeatures, documentLogit, isDocumentFeature } from './document-model.ts';
import { sentenceFeatures } from './features.ts';

describe('document model', () => {
  it('reads the words, cues and heading words of the whole contract, not pairs or positions', () => {
    const features = documentFeatures([
      sentenceFeatures('The licensor shall deposit the source code.', { heading: 'Escrow', position: 0.1 }),
      sentenceFeatures('Payment is due in 30 days.'),
    ]);
    expect(features.has('deposit')).toBe(true);
    expect(features.has('payment')).toBe(true);
    expect(features.has('h:escrow')).toBe(true);
    expect(features.has('source code')).toBe(false);
    expect(features.has('^the')).toBe(false);
    expect(features.has('pos:0')).toBe(false);
    expect(features.has('cue:Source Code Escrow')).toBe(true);
    expect(isDocumentFeature('h:escrow')).toBe(true);
    // A sentence's word-vector dimensions say nothing of a whole contract.
    expect([...features].some((f) => f.startsWith('e:'))).toBe(false);
    expect(isDocumentFeature('e:12+')).toBe(false);
  });

  it('adds the weights of the features the contract has to the bias', () => {
    const model = { bias: -2, weights: { escrow: 3, deposit: 0.5, invoice: -1 } };
    expect(documentLogit(model, new Set(['escrow', 'invoice', 'other']))).toBe(0);
    expect(documentLogit(model, new Set())).toBe(-2);
  });
});
