import { describe, expect, it } from 'vitest';
import { detailsSummary, hasContractDetails } from './details-summary.ts';

const lease = { counterParty: '', contractType: 'Lease agreement', expiryDate: '2027-01-31' };

describe('the details summary of a document', () => {
  it('reads "signed by you alone" for a document signed alone, never "with" anybody', () => {
    expect(detailsSummary('single', lease)).toBe('Lease agreement, signed by you alone, ends 31 Jan 2027');
    expect(detailsSummary('single', { ...lease, counterParty: 'Self' })).toBe(
      'Lease agreement, signed by you alone, ends 31 Jan 2027',
    );
  });

  it('names the counter party of a multi-party document', () => {
    expect(detailsSummary('multi', { ...lease, counterParty: 'Ravi Menon' })).toBe(
      'Lease agreement with Ravi Menon, ends 31 Jan 2027',
    );
    expect(detailsSummary('multi', { ...lease, counterParty: 'Ravi Menon', expiryDate: '' })).toBe(
      'Lease agreement with Ravi Menon',
    );
  });

  it('says who signs and that details are missing until they are added', () => {
    const none = { counterParty: '', contractType: '', expiryDate: '' };
    expect(hasContractDetails('single', none)).toBe(false);
    expect(detailsSummary('single', none)).toBe('Signed by you alone. No contract details yet.');
    expect(hasContractDetails('multi', lease)).toBe(false);
    expect(detailsSummary('multi', lease)).toBe('Signed with a counter party. No contract details yet.');
  });
});
