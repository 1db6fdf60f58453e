import { contractDataSchemaFor } from '@lexi/shared/validation/draft-form';
import { describe, expect, it } from 'vitest';
import { contractExpiryDate } from './contract-expiry.ts';
import { contractIdOfDocxUrl } from './docx-to-html.ts';

const data = (change: Record<string, unknown>) =>
  contractDataSchemaFor('india').parse({
    contract_type: 'loan',
    governing_state: 'Goa',
    start_date: '2026-01-31',
    ...change,
  });

describe('contractExpiryDate', () => {
  it('is the start date plus the term, in days, months or years', () => {
    expect(contractExpiryDate(data({ term_length: 10, term_unit: 'days' }))).toBe('2026-02-10');
    expect(contractExpiryDate(data({ term_length: 1, term_unit: 'months' }))).toBe('2026-02-28');
    expect(contractExpiryDate(data({ term_length: 13, term_unit: 'months' }))).toBe('2027-02-28');
    expect(contractExpiryDate(data({ term_length: 2, term_unit: 'years' }))).toBe('2028-01-31');
  });

  it('is null for a contract without a fixed term', () => {
    expect(contractExpiryDate(data({}))).toBeNull();
  });
});

describe('contractIdOfDocxUrl', () => {
  const id = '0b6f2a52-8a4e-4c7e-9a55-1f2d3c4b5a69';
  it("accepts only this server's docx_url, relative or on PUBLIC_URL", () => {
    expect(contractIdOfDocxUrl(`/api/contracts/docx?id=${id}`, 'https://lexi.example')).toBe(id);
    expect(
      contractIdOfDocxUrl(`https://lexi.example/api/contracts/docx?id=${id}`, 'https://lexi.example'),
    ).toBe(id);
    for (const url of [
      `https://other.example/api/contracts/docx?id=${id}`,
      `//other.example/api/contracts/docx?id=${id}`,
      `https://user:pw@lexi.example/api/contracts/docx?id=${id}`,
      `/api/contracts/docx/../../x?id=${id}`,
      '/api/contracts/docx?id=1',
      'http://127.0.0.1:5432/',
    ])
      expect(contractIdOfDocxUrl(url, 'https://lexi.example'), url).toBeNull();
  });
});
