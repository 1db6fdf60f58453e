import { messages } from '@lexi/shared/messages';
import mammoth from 'mammoth';
import { expect, it } from 'vitest';
import { makeTestPdf } from '../../lib/pdf/test-pdfs.fixture.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { get, post, userWithDraft } from './contracts.fixture.ts';

const d = messages.draft;

describeOnEachDatabase('saved contracts: show, DOCX, edit, save, PDF, delete', (ctx) => {
  it('shows the contract with a docx_url whose DOCX mammoth reads back', async () => {
    const { token, contractId, created } = await userWithDraft(ctx());
    const res = await post(ctx().app, '/api/show_contract', { id: contractId, type: 'draft' }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      id: contractId,
      contract: created.contract,
      html_content: created.contract,
      contract_text: created.contract_text,
      counter_party_name: 'Kaveri Foods Private Limited',
      party1: 'Individual',
      party2: 'Business',
      is_resolutions: true,
      is_editable: true,
      status: 'draft',
      expiry_date: '2027-04-01',
      docx_url: `/api/contracts/docx?id=${contractId}`,
    });
    expect(body.form_data.name1).toBe('Asha Rao');

    const file = await get(ctx().app, body.docx_url, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('wordprocessingml');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=".+\.docx"/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { value } = await mammoth.extractRawText({ buffer: file.rawPayload });
    expect(value).toContain('Asha Rao');
    expect(value).toContain('Kaveri Foods Private Limited');
    expect(value).toContain('Indian Contract Act, 1872');
  });

  it('turns its own docx_url back into HTML, and refuses any other URL without fetching it', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const url = `/api/contracts/docx?id=${contractId}`;
    const res = await post(ctx().app, '/api/get_docx_to_html', { url }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().html_content).toContain('Asha Rao');
    expect(res.json().html_content).toMatch(/<h1>|<p>/);
    const absolute = await post(
      ctx().app,
      '/api/get_docx_to_html',
      { url: `http://localhost:3000${url}` },
      token,
    );
    expect(absolute.statusCode).toBe(200);
    for (const bad of [
      'http://169.254.169.254/latest/meta-data/',
      `http://evil.example${url}`,
      'file:///etc/passwd',
      `/api/contracts/docx?id=../../secret`,
      '/api/e_mohar/upload',
      'not a url at all %%%',
    ]) {
      const refused = await post(ctx().app, '/api/get_docx_to_html', { url: bad }, token);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe(d.own.docxUrlInvalid);
    }
  });

  it('saves the edited contract kept to the allowed tags, and the DOCX follows the edit', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const html =
      '<h1>Service Agreement</h1><p onclick="steal()">Edited <strong>clause</strong> <a href="javascript:x">link</a></p>' +
      '<script>alert(1)</script><img src=x onerror="y()"><ul><li>First point</li></ul><iframe src="https://evil.example"></iframe>';
    const res = await post(
      ctx().app,
      '/api/contracts/save',
      { id: contractId, html, contract_text: 'Edited clause', form_data: undefined },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Contract saved successfully');
    const saved = res.json().contract.html_content as string;
    expect(saved).toBe(
      '<h1>Service Agreement</h1><p>Edited <strong>clause</strong> link</p><ul><li>First point</li></ul>',
    );
    const shown = await post(ctx().app, '/api/show_contract', { id: contractId, type: 'draft' }, token);
    expect(shown.json().contract).toBe(saved);
    expect(shown.json().contract_text).toBe('Edited clause');
    const file = await get(ctx().app, shown.json().docx_url, token);
    const { value } = await mammoth.extractRawText({ buffer: file.rawPayload });
    expect(value).toContain('Edited clause');
    expect(value).toContain('First point');
    expect(value).not.toContain('Indian Contract Act');
  });

  it('saves new form data with the parties it names, validated by the form rules', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const show = await post(ctx().app, '/api/show_contract', { id: contractId }, token);
    const form = { ...show.json().form_data, bname2: 'Tungabhadra Mills LLP' };
    const res = await post(
      ctx().app,
      '/api/contracts/save',
      { id: contractId, html: '<p>Text</p>', form_data: form },
      token,
    );
    expect(res.json().contract.counter_party_name).toBe('Tungabhadra Mills LLP');
    const bad = await post(
      ctx().app,
      '/api/contracts/save',
      { id: contractId, html: '<p>Text</p>', form_data: { ...form, bphone2: '12' } },
      token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.common.invalidPhone);
    const empty = await post(
      ctx().app,
      '/api/contracts/save',
      { id: contractId, html: '<script>x</script>' },
      token,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(d.own.contractEmpty);
  });

  it('makes a shared (locked) draft editable again', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const expiry = new Date(Date.now() + 86_400_000).toISOString();
    await post(ctx().app, '/api/contracts/share_link', { id: contractId, type: 'draft', expiry }, token);
    const locked = await post(
      ctx().app,
      '/api/contracts/save',
      { id: contractId, html: '<p>New</p>' },
      token,
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(d.own.notEditable);
    const res = await post(
      ctx().app,
      '/api/make_lexi_draft_editable',
      { id: contractId, type: 'draft' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Draft is now editable' });
    expect(res.json().contract).toMatchObject({ is_editable: true, status: 'draft' });
    const saved = await post(ctx().app, '/api/contracts/save', { id: contractId, html: '<p>New</p>' }, token);
    expect(saved.statusCode).toBe(200);
  });

  it('stores a translated PDF as the contract PDF, or saves the HTML otherwise', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const pdf = await makeTestPdf({ pages: 1 });
    const res = await post(
      ctx().app,
      '/api/upload_pdf_to_ai_contract',
      {
        pdf_base64: `data:application/pdf;base64,${pdf.toString('base64')}`,
        contract_id: contractId,
        type: 'draft',
        html: '',
        is_translated: true,
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'PDF saved successfully' });
    const [row] = await ctx().database.query<{ pdf_key: string; status: string }>(
      'select pdf_key, status from contracts where id = $1',
      [contractId],
    );
    expect(row?.status).toBe('final');
    expect(await ctx().app.deps.storage.get(row?.pdf_key ?? '')).toEqual(pdf);

    const notPdf = await post(
      ctx().app,
      '/api/upload_pdf_to_ai_contract',
      { pdf_base64: Buffer.from('hello').toString('base64'), contract_id: contractId, is_translated: true },
      token,
    );
    expect(notPdf.statusCode).toBe(400);
    const missing = await post(
      ctx().app,
      '/api/upload_pdf_to_ai_contract',
      { contract_id: contractId, is_translated: true },
      token,
    );
    expect(missing.json().message).toBe(d.own.pdfRequired);

    const html = await post(
      ctx().app,
      '/api/upload_pdf_to_ai_contract',
      {
        pdf_base64: '',
        contract_id: contractId,
        type: 'draft',
        html: '<p>Final <em>text</em></p><style>p{}</style>',
        is_translated: false,
      },
      token,
    );
    expect(html.json().message).toBe('PDF saved successfully');
    const shown = await post(ctx().app, '/api/show_contract', { id: contractId }, token);
    expect(shown.json()).toMatchObject({ contract: '<p>Final <em>text</em></p>', has_pdf: true });
  });

  it("deletes a draft: 'Contract deleted successfully', then it is gone", async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const wrongType = await post(
      ctx().app,
      '/api/delete_contract',
      { id: contractId, type: 'contract' },
      token,
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(d.own.onlyDraftsDeleted);
    const res = await post(ctx().app, '/api/delete_contract', { id: contractId, type: 'draft' }, token);
    expect(res.json()).toEqual({ success: true, message: 'Contract deleted successfully' });
    const after = await post(ctx().app, '/api/show_contract', { id: contractId, type: 'draft' }, token);
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe(d.own.contractNotFound);
    const [row] = await ctx().database.query<{ deleted_at: unknown }>(
      'select deleted_at from contracts where id = $1',
      [contractId],
    );
    expect(row?.deleted_at).not.toBeNull();
    const again = await post(ctx().app, '/api/delete_contract', { id: contractId, type: 'draft' }, token);
    expect(again.statusCode).toBe(404);
  });
});
