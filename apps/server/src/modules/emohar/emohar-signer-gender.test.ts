import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { uploadTestPdf } from './emohar.fixture.ts';
import { placement, signerForm } from './emohar-signing.fixture.ts';

async function storedGender(ctx: TestContext, documentId: string) {
  const rows = await ctx.database.query<{ gender: string }>(
    'select gender from emohar_signers where document_id = $1',
    [documentId],
  );
  return rows.map((r) => r.gender);
}

describeOnEachDatabase("e-mohar: Aadhaar's gender codes", (ctx) => {
  it('accepts M, F and T in any case beside the words, and stores the word', async () => {
    const { token } = await signedInUser(ctx());
    for (const [given, stored] of [
      ['M', 'male'],
      ['f', 'female'],
      [' T ', 'transgender'],
      ['Other', 'other'],
    ] as const) {
      const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
      const res = await post(
        ctx().app,
        '/api/e_mohar/for_self_esign',
        { ...placement, formData: signerForm({ id: record.id, gender: given }) },
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await storedGender(ctx(), record.id)).toEqual([stored]);
    }
  });

  it('refuses any other code with the sentence that names the codes', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    for (const gender of ['X', 'mf', 'o ther']) {
      const res = await post(
        ctx().app,
        '/api/e_mohar/for_self_esign',
        { ...placement, formData: signerForm({ id: record.id, gender }) },
        token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(esignMessages.gender);
    }
    expect(await storedGender(ctx(), record.id)).toEqual([]);
  });
});
