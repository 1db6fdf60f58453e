import { jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';
import { describe, expect, it } from 'vitest';
import { benchDrafting } from './bench-drafting.ts';

describe('benchDrafting', () => {
  it('times a draft and a DOCX for every contract type of India', async () => {
    const rows = await benchDrafting({ iterations: 2 });
    expect(rows.map((r) => r.contractType)).toEqual(
      jurisdictionRules.india.contractTypes.map((t) => t.value),
    );
    for (const row of rows) {
      expect(row.msPerDraft).toBeGreaterThan(0);
      expect(row.msPerDocx).toBeGreaterThan(0);
    }
  });
});
