import { shareSignatureValues } from '@lexi/shared/api/contracts';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/pdftotext.fixture.ts';
import type { TestContext } from '../../test/test-app.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { dashboardRowOf } from '../dashboard/dashboard.fixture.ts';
import { openShared } from '../emohar/emohar.fixture.ts';
import {
  counterPartySignsWithAadhaar,
  ownerSignsWithAadhaar,
  placement,
  signerForm,
} from '../emohar/emohar-signing.fixture.ts';
import { get, post, userWithDraft } from './contracts.fixture.ts';

const own = messages.draft.own;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const partsOf = (url: string) => {
  const u = new URL(url);
  return { id: u.searchParams.get('id') ?? '', token: u.searchParams.get('token') ?? '' };
};

function sendForSignature(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return post(
    ctx.app,
    '/api/contracts/send_for_signature',
    { expiry: inHours(48), method: 'aadhaar', ...body },
    token,
  );
}

async function showContract(ctx: TestContext, token: string, id: string) {
  return (await post(ctx.app, '/api/show_contract', { id }, token)).json();
}

async function documentsOf(ctx: TestContext, contractId: string) {
  return ctx.database.query<{ id: string; status: string }>(
    'select id, status from emohar_documents where contract_id = $1 order by created_at',
    [contractId],
  );
}

/** A contract share link (the counter party's reading page), with or without a signature method. */
async function contractLink(ctx: TestContext, token: string, id: string, signature?: 'aadhaar' | '2fa') {
  const res = await post(
    ctx.app,
    '/api/contracts/share_link',
    { id, expiry: inHours(24), ...(signature ? { signature } : {}) },
    token,
  );
  const u = new URL(res.json().url);
  return `/api/contracts/shared?${u.searchParams.toString()}`;
}

describeOnEachDatabase('contracts: PDF and signing through e-mohar', (ctx) => {
  it('serves the owner a PDF of the saved contract, edits included, and refuses anyone else', async () => {
    const { token, contractId, created } = await userWithDraft(ctx());
    const first = await get(ctx().app, `/api/contracts/pdf?id=${contractId}`, token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${created.title}.pdf"`);
    const text = (await pdfText(first.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(created.title);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Kaveri Foods Private Limited');

    const edited = `${created.contract}<h2>Added by the owner</h2><p>99.1 The parties shall meet every quarter.</p>`;
    const saved = await post(ctx().app, '/api/contracts/save', { id: contractId, html: edited }, token);
    expect(saved.statusCode).toBe(200);
    const second = await get(ctx().app, `/api/contracts/pdf?id=${contractId}`, token);
    expect((await pdfText(second.rawPayload)).replace(/\s+/g, ' ')).toContain(
      '99.1 The parties shall meet every quarter.',
    );

    const other = await userWithDraft(ctx());
    const refused = await get(ctx().app, `/api/contracts/pdf?id=${contractId}`, other.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(own.contractNotFound);
    expect((await get(ctx().app, `/api/contracts/pdf?id=${contractId}`)).statusCode).toBe(401);
  });

  it('turns the contract into an e-mohar document with its details, which the counter party opens and is emailed', async () => {
    const { token, contractId, created } = await userWithDraft(ctx());
    const res = await sendForSignature(ctx(), token, {
      id: contractId,
      method: '2fa',
      counterparty_email: 'Legal@Kaveri.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: own.sentForSignatureMailed });
    expect(body.share_url).toMatch(
      new RegExp(
        `^http://localhost:3000/e_mohar/sign-multi-party\\?id=${body.emohar_id}&token=[A-Za-z0-9_-]{43}$`,
      ),
    );

    const record = (
      await post(ctx().app, '/api/e_mohar/get_latest_emohar_multi_party', { id: body.emohar_id }, token)
    ).json().record_dict;
    expect(record).toMatchObject({
      party: 'multi',
      status: 'shared',
      contract_name: created.title,
      file_name: `${created.title}.pdf`,
      counter_party_name: 'Kaveri Foods Private Limited',
      contract_type: 'Service / consultancy agreement',
      expiry_date: created.expiry_date,
    });
    const text = await pdfText(Buffer.from(record.base64_string, 'base64'));
    expect(text).toContain('Kaveri Foods Private Limited');

    const { id, token: linkToken } = partsOf(body.share_url);
    const opened = await openShared(ctx(), id, linkToken);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().record_dict).toMatchObject({ id: body.emohar_id, signature_method: '2fa' });

    const mail = ctx()
      .messengers.mails.filter((m) => m.to === 'legal@kaveri.example')
      .at(-1);
    expect(mail?.text).toContain(body.share_url);

    const shown = await showContract(ctx(), token, contractId);
    expect(shown).toMatchObject({
      status: 'shared',
      is_editable: false,
      emohar_id: body.emohar_id,
      signed_at: null,
    });
    expect(await dashboardRowOf(ctx().app, token, contractId)).toMatchObject({
      status: 'shared',
      emohar_id: body.emohar_id,
      signed_at: null,
    });
    // The token is kept sealed, never in clear.
    const stored = await ctx().database.query<{ token_hash: string; sealed_token: string }>(
      'select token_hash, sealed_token from emohar_share_links where document_id = $1',
      [body.emohar_id],
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(linkToken);
  });

  it('answers the live document again instead of making a second one, even when called at once', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const [a, b] = await Promise.all([
      sendForSignature(ctx(), token, { id: contractId }),
      sendForSignature(ctx(), token, { id: contractId }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().emohar_id).toBe(a.json().emohar_id);
    const again = await sendForSignature(ctx(), token, { id: contractId });
    // Two racing calls may each leave a live link to the one document; a later call answers one of them.
    expect(again.json().emohar_id).toBe(a.json().emohar_id);
    expect([a.json().share_url, b.json().share_url]).toContain(again.json().share_url);
    expect((await documentsOf(ctx(), contractId)).filter((d) => d.status !== 'discarded')).toHaveLength(1);
  });

  it('refuses a second account with 404 and makes nothing; refuses a bad expiry', async () => {
    const { contractId } = await userWithDraft(ctx());
    const other = await userWithDraft(ctx());
    const res = await sendForSignature(ctx(), other.token, { id: contractId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(own.contractNotFound);
    expect(await documentsOf(ctx(), contractId)).toHaveLength(0);

    const past = await sendForSignature(ctx(), other.token, { id: other.contractId, expiry: inHours(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(messages.emohar.own.expiryInPast);
    const method = await sendForSignature(ctx(), other.token, { id: other.contractId, method: 'ink' });
    expect(method.statusCode).toBe(400);
    expect(await documentsOf(ctx(), other.contractId)).toHaveLength(0);
    expect((await post(ctx().app, '/api/contracts/send_for_signature', { id: contractId })).statusCode).toBe(
      401,
    );
  });

  it('hands the signing link only to a share link that offers a signature, and signs the contract when e-mohar seals', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const signLink = await contractLink(ctx(), token, contractId, 'aadhaar');
    const readLink = await contractLink(ctx(), token, contractId);
    expect((await get(ctx().app, signLink)).json().contract.sign_url).toBeNull();

    const sent = (await sendForSignature(ctx(), token, { id: contractId, method: 'aadhaar' })).json();
    const reading = (await get(ctx().app, signLink)).json().contract;
    expect(reading).toMatchObject({ signature: shareSignatureValues.aadhaar, sign_url: sent.share_url });
    expect((await get(ctx().app, readLink)).json().contract.sign_url).toBeNull();
    expect((await get(ctx().app, readLink)).body).not.toContain(partsOf(sent.share_url).token);

    // The owner signs, then the counter party follows the link from the contract page.
    const ownerDone = await ownerSignsWithAadhaar(ctx(), token, sent.emohar_id);
    expect(ownerDone.statusCode, ownerDone.body).toBe(303);
    expect((await showContract(ctx(), token, contractId)).status).toBe('shared');

    const { id, token: linkToken } = partsOf(reading.sign_url);
    const cpForm = signerForm({ aadhar_name: 'Vikram Shah', aadhar_four_digit: '4321', gender: 'male' });
    const wrongMethod = await post(ctx().app, '/api/e_mohar/submit', {
      id,
      token: linkToken,
      ...placement,
      method: '2fa',
      formData: { ...cpForm, mobile: '9123456780', country_code: '+91' },
    });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().message).toContain('Aadhaar e-mohar');
    const cpDone = await counterPartySignsWithAadhaar(ctx(), reading.sign_url);
    expect(cpDone.statusCode, cpDone.body).toBe(303);

    const shown = await showContract(ctx(), token, contractId);
    expect(shown).toMatchObject({ status: 'signed', is_editable: false, emohar_id: sent.emohar_id });
    expect(Date.parse(shown.signed_at)).not.toBeNaN();
    expect(await dashboardRowOf(ctx().app, token, contractId)).toMatchObject({
      status: 'signed',
      type: 'contract',
      emohar_id: sent.emohar_id,
      signed_at: shown.signed_at,
    });
    const after = (await get(ctx().app, signLink)).json().contract;
    expect(after).toMatchObject({ status: 'signed', sign_url: null });
    const resend = await sendForSignature(ctx(), token, { id: contractId });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(own.signedLocked);
  });

  it('gives the contract its status back when the signing document is discarded, and sends anew after', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const before = await showContract(ctx(), token, contractId);
    expect(before).toMatchObject({ status: 'draft', is_editable: true, emohar_id: null });
    const sent = (await sendForSignature(ctx(), token, { id: contractId })).json();

    // While it is out for signature, the contract cannot be reopened or deleted.
    const reopen = await post(ctx().app, '/api/make_lexi_draft_editable', { id: contractId }, token);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(own.outForSignature);
    const remove = await post(ctx().app, '/api/delete_contract', { id: contractId }, token);
    expect(remove.statusCode).toBe(409);

    const discarded = await post(ctx().app, '/api/e_mohar/delete_file', { id: sent.emohar_id }, token);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await showContract(ctx(), token, contractId)).toMatchObject({
      status: 'draft',
      is_editable: true,
      emohar_id: null,
      signed_at: null,
    });
    expect(await dashboardRowOf(ctx().app, token, contractId)).toMatchObject({
      status: 'draft',
      emohar_id: null,
    });
    const { id, token: linkToken } = partsOf(sent.share_url);
    expect((await openShared(ctx(), id, linkToken)).statusCode).toBe(410);

    const again = (await sendForSignature(ctx(), token, { id: contractId })).json();
    expect(again.emohar_id).not.toBe(sent.emohar_id);
    expect((await documentsOf(ctx(), contractId)).map((d) => d.status)).toEqual(['discarded', 'shared']);
  });

  it('restores a shared contract to shared, not to draft', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    await contractLink(ctx(), token, contractId);
    const sent = (await sendForSignature(ctx(), token, { id: contractId })).json();
    await post(ctx().app, '/api/e_mohar/delete_file', { id: sent.emohar_id }, token);
    expect(await showContract(ctx(), token, contractId)).toMatchObject({
      status: 'shared',
      is_editable: false,
    });
  });
});
