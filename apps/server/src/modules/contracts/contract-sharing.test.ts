import { shareSignatureValues } from '@lexi/shared/api/contracts';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { get, post, userWithDraft } from './contracts.fixture.ts';

const e = messages.emohar.own;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const sharedPath = (url: string) => {
  const u = new URL(url);
  return `/api/contracts/shared?${u.searchParams.toString()}`;
};

describeOnEachDatabase('contract share links', (ctx) => {
  it('makes {origin}/share-draft and /share-contract links with the fixed signature values, storing only a hash', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const draft = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: contractId, type: 'draft', expiry: inHours(48), signature: 'aadhaar' },
      token,
    );
    expect(draft.statusCode).toBe(200);
    const body = draft.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.url).toBe(
      `http://localhost:3000/share-draft?id=${contractId}&token=${body.token}&type=draft&signature=${shareSignatureValues.aadhaar}`,
    );
    const contract = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: contractId, type: 'contract', expiry: inHours(1), signature: '2fa' },
      token,
    );
    expect(contract.json().url).toMatch(
      /^http:\/\/localhost:3000\/share-contract\?id=.+&type=contract&signature=two_factor_esign$/,
    );
    const plain = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: contractId, expiry: inHours(1) },
      token,
    );
    expect(plain.json().url).not.toContain('signature=');
    const rows = await ctx().database.query<{ token_hash: string }>(
      'select token_hash from contract_share_links where contract_id = $1 order by created_at',
      [contractId],
    );
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(body.token));
    expect(JSON.stringify(rows)).not.toContain(body.token);
    expect(shareSignatureValues.aadhaar).not.toBe(shareSignatureValues['2fa']);
  });

  it('lets the holder of the link read the contract without an account, but not the form data', async () => {
    const { token, contractId, created } = await userWithDraft(ctx());
    const link = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: contractId, expiry: inHours(2), signature: 'aadhaar' },
      token,
    );
    const res = await get(ctx().app, sharedPath(link.json().url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().contract).toMatchObject({
      id: contractId,
      html_content: created.contract,
      type: 'draft',
      signature: 'aadhaar_emohar',
      counter_party_name: 'Kaveri Foods Private Limited',
    });
    expect(res.body).not.toContain('123456789012');
    expect(res.json().contract.form_data).toBeUndefined();
  });

  it('refuses a forged token, another contract’s token or the wrong type (404), an expired or revoked link (410)', async () => {
    const a = await userWithDraft(ctx());
    const b = await userWithDraft(ctx());
    const link = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: a.contractId, expiry: inHours(2) },
      a.token,
    );
    const token = link.json().token as string;
    const forged = await get(
      ctx().app,
      `/api/contracts/shared?id=${a.contractId}&token=${'x'.repeat(43)}&type=draft`,
    );
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(e.linkInvalid);
    expect((await get(ctx().app, `/api/contracts/shared?id=${b.contractId}&token=${token}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(ctx().app, `/api/contracts/shared?id=${a.contractId}&token=${token}&type=contract`))
        .statusCode,
    ).toBe(404);

    await ctx().database.query(
      "update contract_share_links set expires_at = now() - interval '1 minute' where token_hash = $1",
      [hashToken(token)],
    );
    const expired = await get(
      ctx().app,
      `/api/contracts/shared?id=${a.contractId}&token=${token}&type=draft`,
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(e.linkExpired);

    const live = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: a.contractId, expiry: inHours(2) },
      a.token,
    );
    await post(ctx().app, '/api/delete_contract', { id: a.contractId, type: 'draft' }, a.token);
    const revoked = await get(ctx().app, sharedPath(live.json().url));
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(e.linkRevoked);
  });

  it('refuses an expiry that is missing, in the past or more than 90 days away', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const cases: [unknown, string][] = [
      [undefined, messages.emohar.expiryRequired],
      ['soon', e.expiryInvalid],
      [inHours(-1), e.expiryInPast],
      [inHours(24 * 91), e.expiryTooFar],
    ];
    for (const [expiry, message] of cases) {
      const res = await post(ctx().app, '/api/contracts/share_link', { id: contractId, expiry }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      await ctx().database.query('select id from contract_share_links where contract_id = $1', [contractId]),
    ).toHaveLength(0);
  });

  it('emails the link, rebuilt on LeXi’s own address, to the counter party', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const link = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: contractId, expiry: inHours(2), signature: '2fa' },
      token,
    );
    const tampered = link.json().url.replace('http://localhost:3000', 'https://phish.example');
    const res = await post(
      ctx().app,
      '/api/contracts/send_share_link',
      { id: contractId, shareLink: tampered, contactInfo: 'Meera@Example.in' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Share link sent to counter party successfully' });
    const mail = ctx()
      .messengers.mails.filter((m) => m.to === 'meera@example.in')
      .at(-1);
    expect(mail?.text).toContain(link.json().url);
    expect(mail?.text).not.toContain('phish.example');

    const other = await userWithDraft(ctx());
    const wrong = await post(
      ctx().app,
      '/api/contracts/send_share_link',
      { id: other.contractId, shareLink: link.json().url, contactInfo: 'x@example.in' },
      other.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(e.linkNotForDocument);
  });
});
