import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { auditOf, shareTestLink, storedFiles, uploadTestPdf } from './emohar.fixture.ts';

const m = messages.emohar;

describeOnEachDatabase('e-mohar: someone else’s document', (ctx) => {
  it('refuses a second account every call on it with 404, and changes nothing', async () => {
    const owner = await signedInUser(ctx());
    const intruder = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), owner.token);
    const link = await shareTestLink(ctx(), owner.token, record.id);
    const filesBefore = storedFiles(ctx()).length;
    const mailsBefore = ctx().messengers.mails.length;
    const details = {
      id: record.id,
      contractType: 'NDA',
      counterpartyName: 'Intruder',
      expiryDate: '2027-01-01',
    };

    const calls: [string, unknown, string][] = [
      ['get_single_user_emohar', { id: record.id }, m.own.documentNotFound],
      ['get_latest_emohar_multi_party', { id: record.id }, m.own.documentNotFound],
      ['add_details', details, m.own.documentNotFound],
      ['for_self_add_details', details, m.own.documentNotFound],
      [
        'share_draft_link',
        { id: record.id, expiry: new Date(Date.now() + 3_600_000).toISOString() },
        m.own.documentNotFound,
      ],
      [
        'send_share_link_to_counter_party',
        {
          shareLink: link.url,
          contactInfo: 'victim@example.in',
          id: record.id,
          type: 'draft',
          isDraft: true,
        },
        m.own.documentNotFound,
      ],
      ['revoke_share_link', { id: record.id }, m.own.documentNotFound],
      ['delete_e_mohar_single', { id: record.id }, m.noDocumentToDiscard],
      ['delete_file', { id: record.id }, m.noDocumentToDiscard],
    ];
    for (const [path, body, message] of calls) {
      const res = await post(ctx().app, `/api/e_mohar/${path}`, body, intruder.token);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message, path).toBe(message);
      expect(res.body, path).not.toContain(String(record.sha256));
    }
    const audit = await auditOf(ctx(), record.id, intruder.token);
    expect(audit.statusCode).toBe(404);
    expect(audit.json().message).toBe(m.own.documentNotFound);

    // The owner's document is as it was: same status, same file, same events, link still live.
    const mine = await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: record.id }, owner.token);
    expect(mine.json().record_dict).toMatchObject({ status: 'shared', counter_party_name: null });
    expect(storedFiles(ctx()).length).toBe(filesBefore);
    expect(ctx().messengers.mails.length).toBe(mailsBefore);
    const ownerAudit = await auditOf(ctx(), record.id, owner.token);
    expect(ownerAudit.json().events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'uploaded',
      'link_shared',
    ]);
    const links = await ctx().database.query<{ revoked_at: Date | null }>(
      'select revoked_at from emohar_share_links where document_id = $1',
      [record.id],
    );
    expect(links.every((l) => l.revoked_at === null)).toBe(true);
  });

  it('answers the same 404 for someone else’s document as for one that does not exist', async () => {
    const owner = await signedInUser(ctx());
    const intruder = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), owner.token);
    const theirs = await post(
      ctx().app,
      '/api/e_mohar/get_single_user_emohar',
      { id: record.id },
      intruder.token,
    );
    const none = await post(
      ctx().app,
      '/api/e_mohar/get_single_user_emohar',
      { id: '00000000-0000-4000-8000-000000000000' },
      intruder.token,
    );
    expect(theirs.statusCode).toBe(none.statusCode);
    expect(theirs.json()).toEqual(none.json());
  });

  it('refuses every owner call without a session', async () => {
    for (const path of [
      'upload',
      'get_single_user_emohar',
      'get_latest_emohar_multi_party',
      'add_details',
      'for_self_add_details',
      'share_draft_link',
      'send_share_link_to_counter_party',
      'revoke_share_link',
      'delete_e_mohar_single',
      'delete_file',
    ]) {
      const res = await post(ctx().app, `/api/e_mohar/${path}`, {});
      expect(res.statusCode, path).toBe(401);
    }
    // Before the body is read: no 28 MB parse for an anonymous caller.
    const big = await post(ctx().app, '/api/e_mohar/upload', { file_content: 'A'.repeat(29 * 1024 * 1024) });
    expect(big.statusCode).toBe(401);
    const audit = await ctx().app.inject({ method: 'GET', url: '/api/e_mohar/audit?id=x' });
    expect(audit.statusCode).toBe(401);
  });
});
