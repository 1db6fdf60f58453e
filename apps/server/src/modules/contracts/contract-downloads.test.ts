import mammoth from 'mammoth';
import { expect, it } from 'vitest';
import { forms } from '../../ai/test/draft-fixtures.ts';
import { pdfText } from '../../lib/pdf/pdftotext.fixture.ts';
import type { TestContext } from '../../test/test-app.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { get, post, userWithDraft } from './contracts.fixture.ts';

const stateOf = async (ctx: TestContext, id: string) => {
  const [row] = await ctx.database.query<Record<string, unknown>>(
    'select status, is_editable, pdf_key, updated_at::text as updated_at from contracts where id = $1',
    [id],
  );
  return row;
};

describeOnEachDatabase('downloading a contract', (ctx) => {
  it('gives the Word file and a PDF of real text, and never changes the contract', async () => {
    const { token, contractId, created } = await userWithDraft(ctx(), 'us');
    const before = await stateOf(ctx(), contractId);
    expect(before).toMatchObject({ status: 'draft', is_editable: true, pdf_key: null });

    for (let i = 0; i < 2; i++) {
      const shown = await post(ctx().app, '/api/show_contract', { id: contractId }, token);
      const docx = await get(ctx().app, shown.json().docx_url, token);
      expect(docx.statusCode).toBe(200);
      const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
      expect(value).toContain(forms.us.name1);

      const pdf = await get(ctx().app, `/api/contracts/pdf?id=${contractId}`, token);
      expect(pdf.statusCode).toBe(200);
      // pdftotext reads the words back: the PDF holds text, not a picture of it.
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain(created.title);
      expect(text).toContain(`${forms.us.name1}, an individual residing at`);
      expect(text).toContain('governed by the laws of the State of Texas');
    }
    expect(await stateOf(ctx(), contractId)).toEqual(before);
  });

  it('leaves a shared contract shared and locked', async () => {
    const { token, contractId } = await userWithDraft(ctx(), 'uk');
    const expiry = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await post(ctx().app, '/api/contracts/share_link', { id: contractId, expiry }, token)).statusCode,
    ).toBe(200);
    const before = await stateOf(ctx(), contractId);
    expect(before).toMatchObject({ status: 'shared', is_editable: false });
    expect((await get(ctx().app, `/api/contracts/pdf?id=${contractId}`, token)).statusCode).toBe(200);
    expect((await get(ctx().app, `/api/contracts/docx?id=${contractId}`, token)).statusCode).toBe(200);
    expect(await stateOf(ctx(), contractId)).toEqual(before);
  });
});
