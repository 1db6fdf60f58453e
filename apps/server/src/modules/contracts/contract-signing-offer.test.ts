import { type SigningOffer, signingInvitation } from '@lexi/shared/api/signing-offer';
import { expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { openShared, shareTestLink, uploadTestPdf } from '../emohar/emohar.fixture.ts';
import { get, post, userWithDraft } from './contracts.fixture.ts';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
let mailbox = 0;
const newAddress = () => `counter.${Date.now()}.${++mailbox}@example.in`;

/** Makes a share link of the contract, emails it, and returns the mail and what its page reads. */
async function shareAndMail(
  ctx: TestContext,
  token: string,
  contractId: string,
  signature?: 'aadhaar' | '2fa',
) {
  const link = await post(
    ctx.app,
    '/api/contracts/share_link',
    { id: contractId, expiry: inHours(24), ...(signature ? { signature } : {}) },
    token,
  );
  expect(link.statusCode, link.body).toBe(200);
  const to = newAddress();
  const sent = await post(
    ctx.app,
    '/api/contracts/send_share_link',
    { id: contractId, shareLink: link.json().url, contactInfo: to },
    token,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = ctx.messengers.mails.filter((m) => m.to === to).at(-1);
  const u = new URL(link.json().url);
  const page = await get(ctx.app, `/api/contracts/shared?${u.searchParams.toString()}`);
  expect(page.statusCode, page.body).toBe(200);
  return { mail: mail?.text ?? '', contract: page.json().contract };
}

/** The page and the mail say the same sentence, and it is the one of the offer. */
function expectAgreement(mail: string, contract: { signing: SigningOffer }, offer: SigningOffer) {
  expect(contract.signing).toEqual(offer);
  expect(mail).toContain(signingInvitation(offer));
}

describeOnEachDatabase('contracts: the share email and its page agree on signing', (ctx) => {
  it('a read link: both say the recipient is not asked to sign', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const { mail, contract } = await shareAndMail(ctx(), token, contractId);
    expectAgreement(mail, contract, { kind: 'read_only' });
    expect(contract.sign_url).toBeNull();
    expect(mail).not.toMatch(/review and sign/i);
  });

  it('a link that asks for a signature before the contract is sent for signature: both say the signing link comes later', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const { mail, contract } = await shareAndMail(ctx(), token, contractId, '2fa');
    expectAgreement(mail, contract, { kind: 'sign_later', method: '2fa' });
    expect(contract.sign_url).toBeNull();
  });

  it('once sent for signature: both name the method the signing page requires, even if the link asked for another', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const to = newAddress();
    const sent = await post(
      ctx().app,
      '/api/contracts/send_for_signature',
      { id: contractId, expiry: inHours(48), method: 'aadhaar', counterparty_email: to },
      token,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const offer: SigningOffer = { kind: 'sign_now', method: 'aadhaar' };
    expect(sent.json().signing).toEqual(offer);
    // The signing link's own email says the same as the signing page it opens.
    const signingMail =
      ctx()
        .messengers.mails.filter((m) => m.to === to)
        .at(-1)?.text ?? '';
    expect(signingMail).toContain(sent.json().share_url);
    expect(signingMail).toContain(signingInvitation(offer));
    const u = new URL(sent.json().share_url);
    const signingPage = await openShared(
      ctx(),
      u.searchParams.get('id') ?? '',
      u.searchParams.get('token') ?? '',
    );
    expect(signingPage.json().record_dict.signature_method).toBe('aadhaar');

    // A reading link that asked for 2-factor: the page and its mail follow the document, not the link.
    const { mail, contract } = await shareAndMail(ctx(), token, contractId, '2fa');
    expectAgreement(mail, contract, offer);
    expect(contract.sign_url).toBe(sent.json().share_url);
  });

  it('an uploaded document shared with a counter party: the email says they choose the method, as their page does', async () => {
    const { token } = await userWithDraft(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi' });
    const link = await shareTestLink(ctx(), token, record.id);
    const to = newAddress();
    const sent = await post(
      ctx().app,
      '/api/e_mohar/send_share_link_to_counter_party',
      { id: record.id, shareLink: link.url, contactInfo: to },
      token,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const mail =
      ctx()
        .messengers.mails.filter((m) => m.to === to)
        .at(-1)?.text ?? '';
    expect(mail).toContain(signingInvitation({ kind: 'sign_now', method: null }));
    expect((await openShared(ctx(), record.id, link.token)).json().record_dict.signature_method).toBeNull();
  });
});
