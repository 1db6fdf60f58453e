import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { uploadTestPdf } from './emohar.fixture.ts';
import { sha256Hex } from './pdf-upload.ts';

const notSealed = { success: true, sealed: false, message: esignMessages.documentNotSealed, matches: false };

describeOnEachDatabase('verifying a document that is not sealed', (ctx) => {
  it('answers "not sealed" and nothing more: no name, no hash, no signers', async () => {
    const { token, userId } = await signedInUser(ctx());
    const { record, pdf } = await uploadTestPdf(ctx(), token, {
      party: 'multi',
      contract_name: 'Secret merger term sheet',
    });
    const ask = () =>
      post(ctx().app, '/api/e_mohar/verify', { id: record.id, file_content: pdf.toString('base64') });

    const uploaded = await ask();
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toEqual(notSealed);

    // The owner has signed (the counter party not yet): still only "not sealed", no signer's name.
    await ctx().database.query(
      `insert into emohar_signers (document_id, role, user_id, aadhar_name, aadhar_last_digits, email, gender, birth_year, method, page_no, x, y, width, height, status, signed_at)
       values ($1, 'owner', $2, 'Asha Rao', '1234', 'asha@example.in', 'female', 1990, 'aadhaar', 1, 0.1, 0.8, 0.3, 0.08, 'signed', now())`,
      [record.id, userId],
    );
    await ctx().database.query("update emohar_documents set status = 'signing' where id = $1", [record.id]);
    const signing = await ask();
    expect(signing.json()).toEqual(notSealed);
    for (const secret of ['Secret merger', 'Lease.pdf', 'Asha Rao', sha256Hex(pdf)]) {
      expect(signing.body).not.toContain(secret);
    }
  });
});
