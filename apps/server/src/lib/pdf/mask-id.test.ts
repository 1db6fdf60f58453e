import { describe, expect, it } from 'vitest';
import { maskIdDigits } from './mask-id.ts';

describe('maskIdDigits', () => {
  it('shows only the last four digits of a twelve-digit Aadhaar number', () => {
    expect(maskIdDigits('1234')).toBe('XXXX-XXXX-1234');
  });

  it('keeps only the last four even when more digits are given', () => {
    expect(maskIdDigits('9876 5432 1234')).toBe('XXXX-XXXX-1234');
  });
});
