import { describe, expect, it } from 'vitest';
import { homeJurisdiction, jurisdictionOf } from './case-jurisdiction.ts';

describe('the jurisdiction of a case', () => {
  it('reads the money, courts, laws and places the facts name', () => {
    expect(jurisdictionOf('The buyer in Austin, Texas paid $48,000 for the cartons.')).toBe('US');
    expect(jurisdictionOf('The buyer paid USD 48,000; the seller is in Ohio.')).toBe('US');
    expect(jurisdictionOf('Hartley Foods of Manchester paid GBP 18,500.')).toBe('UK');
    expect(jurisdictionOf('The accused was tried at the Crown Court in Leeds.')).toBe('UK');
    expect(jurisdictionOf('An FIR under Section 420 IPC was lodged for Rs. 4,80,000.')).toBe('IN');
  });

  it('takes the home jurisdiction when the facts name none, or tie with it', () => {
    const plain = 'The seller delivered defective cartons and refused to refund the price.';
    expect(jurisdictionOf(plain)).toBe('IN');
    expect(jurisdictionOf(plain, 'US')).toBe('US');
    expect(jurisdictionOf(plain, 'UK')).toBe('UK');
    // One sign each of India and England: a UK lawyer's case stays in England, an Indian one's in India.
    const both = 'The goods were shipped from Mumbai to London.';
    expect(jurisdictionOf(both, 'UK')).toBe('UK');
    expect(jurisdictionOf(both, 'IN')).toBe('IN');
    // More signs win over home.
    expect(jurisdictionOf('An FIR was lodged in Delhi for Rs 50,000.', 'US')).toBe('IN');
  });

  it('does not take a surname or a country for a US state', () => {
    expect(jurisdictionOf('Mr. Washington sold the goods to a buyer from Georgia.', 'IN')).toBe('IN');
  });

  it('routes an account country as the spec does: other countries as the UK', () => {
    expect(homeJurisdiction('india')).toBe('IN');
    expect(homeJurisdiction('us')).toBe('US');
    expect(homeJurisdiction('uk')).toBe('UK');
  });
});
