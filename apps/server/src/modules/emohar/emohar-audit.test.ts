import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { GENESIS_HASH } from './audit-chain.ts';
import { auditOf, openShared, shareTestLink, uploadTestPdf } from './emohar.fixture.ts';

type Event = {
  seq: number;
  event_type: string;
  prev_hash: string;
  hash: string;
  details: Record<string, unknown>;
};

describeOnEachDatabase('e-mohar audit log', (ctx) => {
  it('records every event of a document in one valid hash chain', async () => {
    const { token, userId } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: 'Lease', counterpartyName: 'Meera', expiryDate: '2027-01-01' },
      token,
    );
    const link = await shareTestLink(ctx(), token, record.id);
    await post(
      ctx().app,
      '/api/e_mohar/send_share_link_to_counter_party',
      { shareLink: link.url, contactInfo: 'meera@example.in', id: record.id, type: 'draft', isDraft: true },
      token,
    );
    await openShared(ctx(), record.id, link.token);
    await post(ctx().app, '/api/e_mohar/revoke_share_link', { id: record.id }, token);
    await post(ctx().app, '/api/e_mohar/delete_file', { id: record.id }, token);

    const res = await auditOf(ctx(), record.id, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(messages.emohar.own.auditLoaded);
    expect(body.chain_valid).toBe(true);
    const events = body.events as Event[];
    expect(events.map((e) => e.event_type)).toEqual([
      'uploaded',
      'details_added',
      'link_shared',
      'link_sent',
      'viewed',
      'link_revoked',
      'discarded',
    ]);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(events[0]?.prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < events.length; i += 1) expect(events[i]?.prev_hash).toBe(events[i - 1]?.hash);
    expect(events[0]).toMatchObject({
      actor_kind: 'owner',
      actor_id: userId,
      details: { sha256: record.sha256 },
    });
    expect(events[3]?.details).toMatchObject({ to: 'meera@example.in' });
    // The token itself never reaches the log.
    expect(JSON.stringify(events)).not.toContain(link.token);
  });

  it('keeps one gap-free chain when views arrive at once', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const link = await shareTestLink(ctx(), token, record.id);
    const views = await Promise.all(
      Array.from({ length: 6 }, () => openShared(ctx(), record.id, link.token)),
    );
    expect(views.every((v) => v.statusCode === 200)).toBe(true);
    const body = (await auditOf(ctx(), record.id, token)).json();
    expect(body.events.map((e: Event) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.chain_valid).toBe(true);
  });

  it('the database refuses to change or delete an event', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    await expect(
      ctx().database.query(`update emohar_audit_events set details = '{}' where document_id = $1`, [
        record.id,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      ctx().database.query('delete from emohar_audit_events where document_id = $1', [record.id]),
    ).rejects.toThrow(/append-only/);
    expect((await auditOf(ctx(), record.id, token)).json().events).toHaveLength(1);
  });

  it('finds an event changed behind the trigger’s back: chain_valid false', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    await post(
      ctx().app,
      '/api/e_mohar/for_self_add_details',
      { id: record.id, contractType: 'Lease', counterpartyName: 'Meera', expiryDate: '2027-01-01' },
      token,
    );
    expect((await auditOf(ctx(), record.id, token)).json().chain_valid).toBe(true);
    // Someone with the database's owner rights switches the trigger off and rewrites a detail.
    await ctx().database.exec(
      'alter table emohar_audit_events disable trigger emohar_audit_events_append_only',
    );
    try {
      await ctx().database.query(
        `update emohar_audit_events set details = jsonb_set(details, '{counter_party_name}', '"Someone else"')
         where document_id = $1 and seq = 2`,
        [record.id],
      );
    } finally {
      await ctx().database.exec(
        'alter table emohar_audit_events enable trigger emohar_audit_events_append_only',
      );
    }
    const res = await auditOf(ctx(), record.id, token);
    expect(res.json().chain_valid).toBe(false);
    expect(res.json().events[1].details.counter_party_name).toBe('Someone else');
  });

  it("answers 'No document ID found' without an id", async () => {
    const { token } = await signedInUser(ctx());
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/e_mohar/audit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.emohar.noDocumentId);
  });
});
