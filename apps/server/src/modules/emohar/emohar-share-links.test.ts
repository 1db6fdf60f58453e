import { randomUUID } from 'node:crypto';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { auditOf, openShared, shareTestLink, uploadTestPdf } from './emohar.fixture.ts';

const m = messages.emohar;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describeOnEachDatabase('e-mohar share links', (ctx) => {
  it('creates a 256-bit link for the document, stores only its hash and marks the document shared', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const res = await post(
      ctx().app,
      '/api/e_mohar/share_draft_link',
      { id: record.id, expiry: inHours(48), contactInfo: 'meera@example.in' },
      token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: m.own.linkCreated });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.url).toBe(
      `http://localhost:3000/e_mohar/sign-multi-party?id=${record.id}&token=${body.token}`,
    );
    const rows = await ctx().database.query<Record<string, unknown>>(
      'select * from emohar_share_links where document_id = $1',
      [record.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(body.token));
    expect(rows[0]?.contact_info).toBe('meera@example.in');
    expect(JSON.stringify(rows)).not.toContain(body.token);
    const latest = await post(
      ctx().app,
      '/api/e_mohar/get_latest_emohar_multi_party',
      { id: record.id },
      token,
    );
    expect(latest.json().record_dict.status).toBe('shared');
  });

  it("requires an expiry: 'You need to enter an expiry time!'", async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    for (const body of [{ id: record.id }, { id: record.id, expiry: '' }, { id: record.id, expiry: '   ' }]) {
      const res = await post(ctx().app, '/api/e_mohar/share_draft_link', body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You need to enter an expiry time!');
    }
    const noId = await post(ctx().app, '/api/e_mohar/share_draft_link', { expiry: inHours(1) }, token);
    expect(noId.json().message).toBe(m.noDocumentId);
  });

  it('refuses an expiry that is not a time, in the past, or more than 90 days away', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const cases: [string, string][] = [
      ['tomorrow-ish', m.own.expiryInvalid],
      [inHours(-1), m.own.expiryInPast],
      [inHours(24 * 91), m.own.expiryTooFar],
    ];
    for (const [expiry, message] of cases) {
      const res = await post(ctx().app, '/api/e_mohar/share_draft_link', { id: record.id, expiry }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const links = await ctx().database.query('select id from emohar_share_links where document_id = $1', [
      record.id,
    ]);
    expect(links).toHaveLength(0);
  });

  it('shares only multi-party documents', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    const res = await post(
      ctx().app,
      '/api/e_mohar/share_draft_link',
      { id: record.id, expiry: inHours(2) },
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.own.notMultiParty);
  });

  it('sends the link by mail, rebuilt on LeXi’s own address, and records to whom', async () => {
    const { token } = await signedInUser(ctx(), { first_name: 'Asha', last_name: 'Rao' });
    const { record } = await uploadTestPdf(ctx(), token);
    const link = await shareTestLink(ctx(), token, record.id);
    const pasted = link.url.replace('http://localhost:3000/', 'https://evil.example/');
    const res = await post(
      ctx().app,
      '/api/e_mohar/send_share_link_to_counter_party',
      { shareLink: pasted, contactInfo: 'Meera@Example.in', id: record.id, type: 'draft', isDraft: true },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      response_status: true,
      message: 'Share link sent to counter party successfully',
    });
    const mail = ctx()
      .messengers.mails.filter((x) => x.to === 'meera@example.in')
      .at(-1);
    // The sender's name is in the body, quoted by the sentence; the subject has no text a person typed.
    expect(mail?.subject).not.toContain('Asha Rao');
    expect(mail?.text).toContain('Asha Rao');
    expect(mail?.text).toContain(link.url);
    expect(mail?.text).not.toContain('evil.example');
    const [row] = await ctx().database.query<{ contact_info: string }>(
      'select contact_info from emohar_share_links where document_id = $1',
      [record.id],
    );
    expect(row?.contact_info).toBe('meera@example.in');
  });

  it('refuses to send a link of another document, a forged one, a revoked one, or to a bad address', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const { record: other } = await uploadTestPdf(ctx(), token);
    const otherLink = await shareTestLink(ctx(), token, other.id);
    const send = (shareLink: string, contactInfo = 'meera@example.in') =>
      post(
        ctx().app,
        '/api/e_mohar/send_share_link_to_counter_party',
        { shareLink, contactInfo, id: record.id, type: 'draft', isDraft: true },
        token,
      );
    const sentBefore = ctx().messengers.mails.length;

    const wrongDoc = await send(otherLink.url);
    expect(wrongDoc.statusCode).toBe(400);
    expect(wrongDoc.json().message).toBe(m.own.linkNotForDocument);
    const tokenOnly = await send(`?token=${otherLink.token}`);
    expect(tokenOnly.json().message).toBe(m.own.linkNotForDocument);
    const forged = await send(
      `http://localhost:3000/e_mohar/sign-multi-party?id=${record.id}&token=${'A'.repeat(43)}`,
    );
    expect(forged.json().message).toBe(m.own.linkNotForDocument);

    const own = await shareTestLink(ctx(), token, record.id);
    const badMail = await send(own.url, 'not-an-address');
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().message).toBe(messages.common.invalidEmail);
    await post(ctx().app, '/api/e_mohar/revoke_share_link', { id: record.id }, token);
    const revoked = await send(own.url);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(m.own.linkRevoked);
    expect(ctx().messengers.mails.length).toBe(sentBefore);
  });

  it('says so when the mail cannot be sent, and records no sending', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const link = await shareTestLink(ctx(), token, record.id);
    const mailer = ctx().messengers.mailer;
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await post(
        ctx().app,
        '/api/e_mohar/send_share_link_to_counter_party',
        { shareLink: link.url, contactInfo: 'meera@example.in', id: record.id, type: 'draft', isDraft: true },
        token,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(m.own.mailFailed);
    } finally {
      mailer.send = send;
    }
    const audit = await auditOf(ctx(), record.id, token);
    expect(audit.json().events.map((e: { event_type: string }) => e.event_type)).not.toContain('link_sent');
  });

  it('opens the shared document without an account and records the view with IP and user agent', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: 'Lease', counterpartyName: 'Meera Iyer', expiryDate: '2027-01-01' },
      token,
    );
    const link = await shareTestLink(ctx(), token, record.id);
    const res = await openShared(ctx(), record.id, link.token, { 'user-agent': 'CounterParty/1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      success: true,
      record_dict: {
        id: record.id,
        file_name: 'Lease.pdf',
        contract_name: 'Contract',
        counter_party_name: 'Meera Iyer',
        contract_type: 'Lease',
        page_count: 2,
        sha256: record.sha256,
        link_expires_at: link.expires_at,
        base64_string: record.base64_string,
      },
    });
    const audit = await auditOf(ctx(), record.id, token);
    const viewed = audit.json().events.at(-1);
    expect(viewed).toMatchObject({
      event_type: 'viewed',
      actor_kind: 'counter_party',
      ip: '127.0.0.1',
      user_agent: 'CounterParty/1.0',
    });
  });

  it('refuses forged tokens, tokens of another document and missing parameters with 404', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const { record: other } = await uploadTestPdf(ctx(), token);
    const otherLink = await shareTestLink(ctx(), token, other.id);
    await shareTestLink(ctx(), token, record.id);
    for (const [id, t] of [
      [record.id, 'A'.repeat(43)],
      [record.id, otherLink.token],
      [randomUUID(), otherLink.token],
      [record.id, ''],
      ['', otherLink.token],
      ['../etc', otherLink.token],
    ] as const) {
      const res = await openShared(ctx(), id, t);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.own.linkInvalid);
    }
    const bare = await ctx().app.inject({ method: 'GET', url: '/api/e_mohar/shared' });
    expect(bare.statusCode).toBe(404);
  });

  it('refuses expired, revoked and used links with 410 and a sentence for each', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const expired = await shareTestLink(ctx(), token, record.id);
    await ctx().database.query(
      `update emohar_share_links set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(expired.token)],
    );
    const used = await shareTestLink(ctx(), token, record.id);
    await ctx().database.query('update emohar_share_links set used_at = now() where token_hash = $1', [
      hashToken(used.token),
    ]);
    const revoked = await shareTestLink(ctx(), token, record.id);
    const revoke = await post(ctx().app, '/api/e_mohar/revoke_share_link', { id: record.id }, token);
    expect(revoke.json()).toEqual({ success: true, message: m.own.linksRevoked, revoked: 1 });

    for (const [t, message] of [
      [expired.token, m.own.linkExpired],
      [used.token, m.own.linkUsed],
      [revoked.token, m.own.linkRevoked],
    ] as const) {
      const res = await openShared(ctx(), record.id, t);
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(message);
    }
  });

  it('revoke answers that there is nothing to revoke when no link is live', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const res = await post(ctx().app, '/api/e_mohar/revoke_share_link', { id: record.id }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.own.noLiveLinks);
    const noId = await post(ctx().app, '/api/e_mohar/revoke_share_link', {}, token);
    expect(noId.json().message).toBe(m.noDocumentId);
  });

  it('kills the links of a discarded document', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const link = await shareTestLink(ctx(), token, record.id);
    expect((await openShared(ctx(), record.id, link.token)).statusCode).toBe(200);
    await post(ctx().app, '/api/e_mohar/delete_file', { id: record.id }, token);
    const res = await openShared(ctx(), record.id, link.token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(m.own.linkRevoked);
  });
});

describeOnEachDatabase(
  'e-mohar share links behind PUBLIC_URL',
  (ctx) => {
    it('builds the link on PUBLIC_URL, whatever Host the request came with', async () => {
      const { token } = await signedInUser(ctx());
      const { record } = await uploadTestPdf(ctx(), token);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/e_mohar/share_draft_link',
        payload: { id: record.id, expiry: inHours(1) },
        headers: { authorization: `Bearer ${token}`, host: 'evil.example' },
      });
      expect(res.json().url).toBe(
        `https://lexi.example.in/e_mohar/sign-multi-party?id=${record.id}&token=${res.json().token}`,
      );
    });
  },
  { PUBLIC_URL: 'https://lexi.example.in/' },
);
