import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { shareTestLink, uploadTestPdf } from './emohar.fixture.ts';
import { placement, signerForm, signThroughPages } from './emohar-signing.fixture.ts';

describeOnEachDatabase('e-mohar sharing and signing order', (ctx) => {
  it('lets the owner sign first and share afterwards, until the document is sealed', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi', pages: 1 });
    const form = signerForm({ id: record.id });
    const start = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: form },
      token,
    );
    expect(start.statusCode, start.body).toBe(200);
    const done = await signThroughPages(ctx(), start.json().url, {
      name: 'Asha Rao',
      digits: '1234',
      email: form.email,
    });
    expect(done.statusCode, done.body).toBe(303);

    const link = await shareTestLink(ctx(), token, record.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const latest = await post(
      ctx().app,
      '/api/e_mohar/get_latest_emohar_multi_party',
      { id: record.id },
      token,
    );
    expect(latest.json().record_dict.status).toBe('signing');

    await ctx().database.query(`update emohar_documents set status = 'signed' where id = $1`, [record.id]);
    const sealed = await post(
      ctx().app,
      '/api/e_mohar/share_draft_link',
      { id: record.id, expiry: new Date(Date.now() + 86_400_000).toISOString() },
      token,
    );
    expect(sealed.statusCode).toBe(409);
  });
});
