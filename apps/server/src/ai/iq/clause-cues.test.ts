import { describe, expect, it } from 'vitest';
import { cuesOf } from './clause-cues.ts';
import type { CuadClauseCategory } from './cuad-categories.ts';

const cues = (sentence: string, category: CuadClauseCategory) => cuesOf(sentence).includes(category);

describe('clause cues', () => {
  it('read exclusivity in an exclusive appointment, not in its negation or an exclusive court', () => {
    expect(
      cues('Supplier appoints Distributor as its exclusive distributor of the Products.', 'Exclusivity'),
    ).toBe(true);
    expect(
      cues('Customer shall purchase exclusively from Supplier all of its requirements.', 'Exclusivity'),
    ).toBe(true);
    for (const sentence of [
      'Licensor grants Licensee a non-exclusive, non-transferable license to use the Software.',
      'Licensor grants Licensee a nonexclusive license to use the Software.',
      'Company appoints Reseller on a non- exclusive basis in the Territory.',
      'Each party submits to the exclusive jurisdiction of the courts of New York.',
      'The remedies in this Section are the exclusive remedies of the Customer.',
      'Licensor is and shall remain the exclusive owner of the Marks.',
    ]) {
      expect(cues(sentence, 'Exclusivity'), sentence).toBe(false);
    }
  });

  it('read termination for convenience only where a party may end the contract without cause', () => {
    for (const sentence of [
      'Customer may terminate this Agreement for convenience upon thirty (30) days prior written notice.',
      'Either party may terminate this Agreement at any time, with or without cause, by written notice.',
      'Either party may terminate this Agreement at any time upon ninety (90) days written notice to the other.',
      'Upon sixty (60) days written notice, Licensee may terminate this Agreement.',
    ]) {
      expect(cues(sentence, 'Termination for Convenience'), sentence).toBe(true);
    }
    for (const sentence of [
      'Either party may terminate this Agreement upon material breach by the other party that remains uncured thirty (30) days after written notice.',
      'Either party may terminate this Agreement at any time upon thirty (30) days written notice if the other party materially breaches this Agreement.',
      'Licensor may terminate this Agreement upon written notice in the event Licensee becomes insolvent.',
      'Upon termination of this Agreement for any reason, Licensee shall return all Confidential Information.',
    ]) {
      expect(cues(sentence, 'Termination for Convenience'), sentence).toBe(false);
    }
  });

  it('read a cap on liability where damages are excluded, not where a remedy keeps them open', () => {
    for (const sentence of [
      'In no event shall either party be liable for any indirect, special or consequential damages.',
      'Neither party shall be liable to the other for consequential damages arising out of this Agreement.',
      "Supplier's aggregate liability shall not exceed the fees paid in the preceding twelve months.",
    ]) {
      expect(cues(sentence, 'Cap on Liability'), sentence).toBe(true);
    }
    for (const sentence of [
      'Each party shall be entitled, without proof of special damages, to seek an injunction for any threatened breach of Section 4.',
      'Licensor shall be entitled to injunctive relief, in addition to any other remedies, including the recovery of direct, indirect, incidental and consequential damages.',
    ]) {
      expect(cues(sentence, 'Cap on Liability'), sentence).toBe(false);
    }
  });
});
