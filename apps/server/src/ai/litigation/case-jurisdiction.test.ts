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

  it('knows the main cities of each country, the Indian states and the British counties', () => {
    expect(jurisdictionOf('The flat in Gurugram was never handed over.', 'UK')).toBe('IN');
    expect(jurisdictionOf('The land at Village Khanpur in Haryana was encroached upon.', 'US')).toBe('IN');
    expect(jurisdictionOf('The shop at Bhubaneswar was let on a monthly tenancy.', 'UK')).toBe('IN');
    expect(jurisdictionOf('The warehouse in Wolverhampton burned down.', 'IN')).toBe('UK');
    expect(jurisdictionOf('The farm in Lincolnshire was sold without the barn.', 'US')).toBe('UK');
    expect(jurisdictionOf('The tenant of a flat in Croydon stopped paying rent.', 'IN')).toBe('UK');
    expect(jurisdictionOf('The cartons were delivered to a plant in Chicago.', 'IN')).toBe('US');
    expect(jurisdictionOf('The distributor in Salt Lake City kept selling the goods.', 'UK')).toBe('US');
    expect(jurisdictionOf('She was hit by a car in St. Louis.', 'IN')).toBe('US');
  });

  it('counts a city and its state once, and no name another country shares', () => {
    // One place, one sign: "Houston, Texas" against one sign of India stays with home.
    expect(jurisdictionOf('The goods went from Houston, Texas to Mumbai.', 'IN')).toBe('IN');
    expect(jurisdictionOf('The goods went from Houston, Texas to Mumbai.', 'US')).toBe('US');
    // Names of both countries or of common words are no sign: the case stays at home.
    for (const text of [
      'The buyer in Birmingham refused the goods.',
      'The seller is a company of Cambridge.',
      'The tenant in Portland stopped paying rent.',
      'The contract was signed in Richmond.',
      'The supplier from Plymouth sent the wrong parts.',
      'Devon Clarke and Austin Reed signed the lease.',
    ]) {
      expect(jurisdictionOf(text, 'IN'), text).toBe('IN');
    }
    // "Birmingham, Alabama" is American by its state, not British by its city.
    expect(jurisdictionOf('The buyer in Birmingham, Alabama refused the goods.', 'UK')).toBe('US');
    // New Hampshire and New England are American; New South Wales is not Wales; New Delhi is Delhi.
    // A British city followed by a US state is the American town.
    expect(jurisdictionOf('The mill in Manchester, New Hampshire was sold.', 'IN')).toBe('US');
    expect(jurisdictionOf('The mill in Manchester was sold.', 'IN')).toBe('UK');
    expect(jurisdictionOf('A lobster supplier of New England defaulted.', 'UK')).toBe('UK');
    expect(jurisdictionOf('A lobster supplier of New England defaulted.', 'IN')).toBe('IN');
    expect(jurisdictionOf('The mine in New South Wales flooded.', 'IN')).toBe('IN');
    expect(jurisdictionOf('The office in New Delhi was let for five years.', 'UK')).toBe('IN');
    expect(jurisdictionOf('The farmer in New Hampshire sued.', 'IN')).toBe('US');
  });

  it('routes an account country as the spec does: other countries as the UK', () => {
    expect(homeJurisdiction('india')).toBe('IN');
    expect(homeJurisdiction('us')).toBe('US');
    expect(homeJurisdiction('uk')).toBe('UK');
  });
});
