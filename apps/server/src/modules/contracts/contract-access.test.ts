import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { get, post, userWithDraft } from './contracts.fixture.ts';

describeOnEachDatabase('contracts are reachable only by their owner', (ctx) => {
  it('refuses every object of another account with the same 404, and changes nothing', async () => {
    const owner = await userWithDraft(ctx());
    const intruder = await userWithDraft(ctx());
    const id = owner.contractId;
    const link = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id, expiry: new Date(Date.now() + 3_600_000).toISOString() },
      owner.token,
    );
    const before = await ctx().database.query('select * from contracts where id = $1', [id]);

    const calls: [string, unknown][] = [
      ['/api/show_contract', { id, type: 'draft' }],
      ['/api/get_docx_to_html', { url: `/api/contracts/docx?id=${id}` }],
      ['/api/make_lexi_draft_editable', { id, type: 'draft' }],
      ['/api/delete_contract', { id, type: 'draft' }],
      ['/api/contracts/save', { id, html: '<p>Mine now</p>' }],
      ['/api/upload_pdf_to_ai_contract', { contract_id: id, html: '<p>x</p>', is_translated: false }],
      ['/api/contracts/share_link', { id, expiry: new Date(Date.now() + 3_600_000).toISOString() }],
      ['/api/contracts/send_share_link', { id, shareLink: link.json().url, contactInfo: 'x@example.in' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(ctx().app, url, body, intruder.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('contracts.not_found');
    }
    const docx = await get(ctx().app, `/api/contracts/docx?id=${id}`, intruder.token);
    expect(docx.statusCode).toBe(404);
    const dashboard = await get(ctx().app, '/api/dashboard_dash', intruder.token);
    expect(dashboard.body).not.toContain(id);

    const after = await ctx().database.query('select * from contracts where id = $1', [id]);
    expect(after).toEqual(before);
    expect(ctx().messengers.mails.some((m) => m.to === 'x@example.in')).toBe(false);
  });

  it('answers 401 to a caller without a session', async () => {
    const { contractId } = await userWithDraft(ctx());
    for (const url of [
      '/api/show_contract',
      '/api/contracts/save',
      '/api/contracts/share_link',
      '/api/delete_contract',
    ]) {
      expect((await post(ctx().app, url, { id: contractId })).statusCode, url).toBe(401);
    }
    expect((await get(ctx().app, `/api/contracts/docx?id=${contractId}`)).statusCode).toBe(401);
    expect((await get(ctx().app, '/api/dashboard_dash')).statusCode).toBe(401);
  });
});
