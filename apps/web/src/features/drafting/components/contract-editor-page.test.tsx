import { signingInvitation } from '@lexi/shared/api/signing-offer';
import { messages } from '@lexi/shared/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useDraftStore } from '../drafting-store.ts';

const d = messages.draft;

const record = {
  id: 'c1',
  title: 'Non-disclosure agreement',
  contract_type: 'non_disclosure',
  jurisdiction: 'india',
  status: 'draft',
  is_editable: true,
  contract: '<h1>Non-disclosure agreement</h1><p>Clause one.</p>',
  html_content: '<h1>Non-disclosure agreement</h1><p>Clause one.</p>',
  contract_text: 'Non-disclosure agreement\n\nClause one.',
  form_data: {
    type1: 'Individual',
    type2: 'Business',
    bname2: 'Acme Pvt Ltd',
    bemail2: 'legal@acme.example',
  },
  contract_data: {},
  party1: 'Individual',
  party2: 'Business',
  is_resolutions: true,
  counter_party_name: 'Acme Pvt Ltd',
  expiry_date: '2027-03-31',
  has_pdf: false,
  created_at: '2026-04-01T00:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
};
const shown = {
  ...record,
  success: true,
  message: d.own.contractLoaded,
  docx_url: '/api/contracts/docx?id=c1',
  emohar_id: null,
  signed_at: null,
  has_signature: false,
};
const ok = (message: string) => ({ body: { success: true, message } });

function signIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

const click = async (name: string) => userEvent.setup().click(screen.getByRole('button', { name }));

describe('the contract editor', () => {
  it('opens the contract from show_contract and saves it: "Contract saved successfully"', async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': { body: shown },
      '/api/contracts/save': { body: { success: true, message: d.saved, contract: record } },
    });
    renderApp('/drafts/c1');
    expect(
      (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0],
    ).toBeTruthy();
    expect(api.callsTo('/api/show_contract')[0]?.body).toEqual({ id: 'c1', type: 'draft' });
    // The expiry reads as a day, as on the dashboard and in the documents inbox.
    expect(screen.getByText('With Acme Pvt Ltd · expires 31 Mar 2027')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Contract text' })).toBeTruthy();
    await click('Save');
    expect(await screen.findByText(d.saved)).toBeTruthy();
    const saved = api.callsTo('/api/contracts/save')[0]?.body as Record<string, string>;
    expect(saved.id).toBe('c1');
    expect(saved.html).toContain('Clause one.');
    expect(saved.contract_text).toContain('Clause one.');
    expect(useDraftStore.getState().contractId).toBe('c1');
  });

  it('says "Failed to save contract" when saving fails without a message, else the server message', async () => {
    signIn();
    mockApi({
      '/api/show_contract': { body: shown },
      '/api/contracts/save': [
        { status: 500, body: null },
        { status: 409, body: errorBody(d.own.notEditable) },
      ],
    });
    renderApp('/drafts/c1');
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    await click('Save');
    expect(await screen.findByText(d.saveFailed)).toBeTruthy();
    await click('Save');
    expect(await screen.findByText(d.own.notEditable)).toBeTruthy();
  });

  it('shows "No Data is given for the contract" and "Failed to initialize contract" when it cannot load', async () => {
    signIn();
    mockApi({ '/api/show_contract': { status: 404, body: errorBody('gone', { message: '' }) } });
    renderApp('/drafts/zzz');
    expect(await screen.findByRole('heading', { name: d.noData })).toBeTruthy();
    expect(screen.getAllByText(d.initializeFailed).length).toBeGreaterThan(0);
  });

  it('makes a locked draft editable: "Draft is now editable", then fetches it again', async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': [{ body: { ...shown, is_editable: false, status: 'shared' } }, { body: shown }],
      '/api/make_lexi_draft_editable': { body: { success: true, message: d.nowEditable, contract: record } },
    });
    renderApp('/drafts/c1');
    await click('Make editable').catch(async () => {
      await screen.findByRole('button', { name: 'Make editable' });
      await click('Make editable');
    });
    expect(await screen.findByText(d.nowEditable)).toBeTruthy();
    expect(api.callsTo('/api/make_lexi_draft_editable')[0]?.body).toEqual({ id: 'c1', type: 'draft' });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(api.callsTo('/api/show_contract').length).toBe(2);
  });

  it('says "Failed to make draft editable" when that fails', async () => {
    signIn();
    mockApi({
      '/api/show_contract': { body: { ...shown, is_editable: false, status: 'shared' } },
      '/api/make_lexi_draft_editable': { status: 500, body: null },
    });
    renderApp('/drafts/c1');
    await screen.findByRole('button', { name: 'Make editable' });
    await click('Make editable');
    expect(await screen.findByText(d.makeEditableFailed)).toBeTruthy();
  });

  it('deletes only after confirming: "Contract deleted successfully", then the dashboard', async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': { body: shown },
      '/api/delete_contract': ok(d.deleted),
    });
    const { router } = renderApp('/drafts/c1');
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    await click('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/api/delete_contract')).toHaveLength(0);
    await click('Delete');
    await userEvent.setup().click(
      within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', {
        name: 'Delete draft',
      }),
    );
    expect(await screen.findByText(d.deleted)).toBeTruthy();
    expect(api.callsTo('/api/delete_contract')[0]?.body).toEqual({ id: 'c1', type: 'draft' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says "Failed to delete contract" when deleting fails', async () => {
    signIn();
    mockApi({ '/api/show_contract': { body: shown }, '/api/delete_contract': { status: 500, body: null } });
    renderApp('/drafts/c1');
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    await click('Delete');
    await userEvent
      .setup()
      .click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText(d.deleteFailed)).toBeTruthy();
  });

  it('downloads the DOCX with the token, and says "Failed to download file" when it cannot', async () => {
    signIn();
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = mockApi({
      '/api/show_contract': { body: shown },
      '/api/contracts/docx?id=c1': [{ body: 'docx-bytes' }, { status: 500, body: null }],
    });
    renderApp('/drafts/c1');
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    const download = async () => {
      await click('Download');
      await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'Word (.docx)' }));
    };
    await download();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('/api/contracts/docx?id=c1')[0]?.headers.authorization).toBe('Bearer tok');
    await download();
    expect(await screen.findByText(d.downloadFailed)).toBeTruthy();
  });
});

describe('sharing a contract', () => {
  const shareAnswer = {
    success: true,
    message: d.own.linkCreated,
    url: 'http://localhost/share-draft?id=c1&token=t0k&type=draft&signature=aadhaar_emohar',
    token: 't0k',
    expires_at: '2026-12-31T18:00:00.000Z',
  };

  async function openShare() {
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    await click('Share');
    return screen.findByRole('dialog', { name: 'Share with the counter party' });
  }

  it('needs an expiry, generates a link with the chosen signature method, and sends it', async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': { body: shown },
      '/api/contracts/share_link': { body: shareAnswer },
      '/api/contracts/send_share_link': ok(d.linkSent),
    });
    renderApp('/drafts/c1');
    const dialog = await openShare();
    expect(within(dialog).getByRole('radio', { name: 'Aadhaar e-mohar' })).toHaveProperty('checked', true);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await screen.findAllByText(messages.emohar.expiryRequired)).length).toBeGreaterThan(0);
    expect(api.callsTo('/api/contracts/share_link')).toHaveLength(0);

    await userEvent.setup().click(within(dialog).getByRole('radio', { name: /2-factor/ }));
    fireEvent.change(within(dialog).getByLabelText(labelled('Link expires at')), {
      target: { value: '2026-12-31T18:00' },
    });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = (await within(dialog).findByLabelText('Share link')) as HTMLInputElement;
    expect(link.value).toBe(shareAnswer.url);
    const sent = api.callsTo('/api/contracts/share_link')[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({ id: 'c1', type: 'draft', signature: '2fa' });
    expect(new Date(sent.expiry ?? '').toISOString()).toBe(sent.expiry);
    expect(useDraftStore.getState()).toMatchObject({ shareLink: shareAnswer.url, authMethod: '2fa' });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();

    // The draft's party 2 email is proposed, and can be changed.
    expect((within(dialog).getByLabelText("Counter party's email") as HTMLInputElement).value).toBe(
      'legal@acme.example',
    );
    fireEvent.change(within(dialog).getByLabelText("Counter party's email"), { target: { value: 'bad' } });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(messages.common.invalidEmail)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Counter party's email"), {
      target: { value: 'legal@acme.example' },
    });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(d.linkSent)).toBeTruthy();
    expect(api.callsTo('/api/contracts/send_share_link')[0]?.body).toEqual({
      id: 'c1',
      shareLink: shareAnswer.url,
      contactInfo: 'legal@acme.example',
    });
  });

  it('says "Failed to generate share link" and "Failed to send link to counter party" on failures', async () => {
    signIn();
    useDraftStore.getState().openContract('c1', '');
    mockApi({
      '/api/show_contract': { body: shown },
      '/api/contracts/share_link': [{ status: 500, body: null }, { body: shareAnswer }],
      '/api/contracts/send_share_link': { status: 500, body: null },
    });
    renderApp('/drafts/c1');
    const dialog = await openShare();
    fireEvent.change(within(dialog).getByLabelText(labelled('Link expires at')), {
      target: { value: '2026-12-31T18:00' },
    });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await screen.findAllByText(d.generateLinkFailed)).length).toBeGreaterThan(0);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByLabelText('Share link');
    fireEvent.change(within(dialog).getByLabelText("Counter party's email"), {
      target: { value: 'legal@acme.example' },
    });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(d.sendLinkFailed)).toBeTruthy();
  });
});

describe('sending a contract for signature', () => {
  const sentAnswer = {
    success: true,
    emohar_id: 'doc-9',
    share_url: 'http://localhost/e_mohar/sign-multi-party?id=doc-9&token=s1gn',
    signing: { kind: 'sign_now', method: 'aadhaar' },
    message: d.own.sentForSignature,
  };

  async function openSend() {
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    await click('Send for signature');
    return screen.findByRole('dialog', { name: 'Send for signature' });
  }

  it("needs an expiry, sends with Aadhaar by default, then shows my way to sign apart from the counter party's link", async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': [
        { body: shown },
        { body: { ...shown, status: 'shared', is_editable: false, emohar_id: 'doc-9' } },
      ],
      '/api/contracts/send_for_signature': { body: sentAnswer },
    });
    renderApp('/drafts/c1');
    const dialog = await openSend();
    const user = userEvent.setup();
    expect(within(dialog).getByRole('radio', { name: 'Aadhaar e-mohar' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    expect((await screen.findAllByText(messages.emohar.expiryRequired)).length).toBeGreaterThan(0);
    expect(api.callsTo('/api/contracts/send_for_signature')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(labelled('Signing link expires at')), {
      target: { value: '2026-12-31T18:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    const link = (await within(dialog).findByLabelText('Link for the counter party')) as HTMLInputElement;
    expect(link.value).toBe(sentAnswer.share_url);
    expect(within(dialog).getByText(/whoever holds it signs as the counter party/)).toBeTruthy();
    expect(await screen.findByText(d.own.sentForSignature)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    // The owner signs on their own page, never through the counter party's link.
    const mine = within(dialog).getByRole('link', { name: 'Sign it yourself' });
    expect(mine.getAttribute('href')).toBe('/e_mohar?id=doc-9');
    expect(within(dialog).queryByLabelText('Signing link')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href') === sentAnswer.share_url),
    ).toBe(false);
    expect(within(dialog).getByRole('link', { name: 'See who has signed so far' }).getAttribute('href')).toBe(
      '/e_mohar/signed?id=doc-9',
    );
    expect(
      within(dialog).getByText(
        `What the counter party reads: ${signingInvitation({ kind: 'sign_now', method: 'aadhaar' })}`,
      ),
    ).toBeTruthy();
    const sent = api.callsTo('/api/contracts/send_for_signature')[0]?.body as Record<string, string>;
    expect(sent).toEqual({ id: 'c1', method: 'aadhaar', expiry: new Date('2026-12-31T18:00').toISOString() });
    // The editor fetches the contract again: it is now out for signature.
    await waitFor(() => expect(api.callsTo('/api/show_contract').length).toBe(2));
  });

  it('sends the 2-factor method and the counter party email when given, and checks the email first', async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': { body: shown },
      '/api/contracts/send_for_signature': [
        { status: 500, body: null },
        { body: { ...sentAnswer, message: d.own.sentForSignatureMailed } },
      ],
    });
    renderApp('/drafts/c1');
    const dialog = await openSend();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: /2-factor/ }));
    fireEvent.change(within(dialog).getByLabelText(labelled('Signing link expires at')), {
      target: { value: '2026-12-31T18:00' },
    });
    const email = within(dialog).getByLabelText("Counter party's email (optional)");
    fireEvent.change(email, { target: { value: 'bad' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    expect(await within(dialog).findByText(messages.common.invalidEmail)).toBeTruthy();
    expect(api.callsTo('/api/contracts/send_for_signature')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'legal@acme.example' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    expect((await screen.findAllByText(d.generateLinkFailed)).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    expect(await screen.findByText(d.own.sentForSignatureMailed)).toBeTruthy();
    expect(api.callsTo('/api/contracts/send_for_signature')[1]?.body).toMatchObject({
      id: 'c1',
      method: '2fa',
      counterparty_email: 'legal@acme.example',
    });
  });

  it('shows "Out for signature" and refuses make editable and delete, saying why', async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': { body: { ...shown, status: 'shared', is_editable: false, emohar_id: 'doc-9' } },
    });
    renderApp('/drafts/c1');
    expect(await screen.findByText('Out for signature')).toBeTruthy();
    const makeEditable = screen.getByRole('button', { name: 'Make editable' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(makeEditable.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(makeEditable);
    await userEvent.setup().click(remove);
    expect(api.callsTo('/api/make_lexi_draft_editable')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Delete this draft?' })).toBeNull();
    act(() => makeEditable.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(d.own.outForSignature);
    expect(
      screen.getByRole('link', { name: 'See the signers and the audit trail' }).getAttribute('href'),
    ).toBe('/e_mohar/signed?id=doc-9');
  });

  it('says a contract a party has signed is a permanent record, not something to discard', async () => {
    signIn();
    mockApi({
      '/api/show_contract': {
        body: { ...shown, status: 'shared', is_editable: false, emohar_id: 'doc-9', has_signature: true },
      },
    });
    renderApp('/drafts/c1');
    expect(await screen.findByText(d.own.signedRecordKept)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Delete' }).focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(d.own.signedRecordKept);
    expect(screen.queryByText(/discard/i)).toBeNull();
  });

  it('shows "Signed on <date>" once every party has signed, without a send button', async () => {
    signIn();
    const signedAt = '2026-05-02T10:00:00.000Z';
    mockApi({
      '/api/show_contract': {
        body: { ...shown, status: 'signed', is_editable: false, emohar_id: 'doc-9', signed_at: signedAt },
      },
    });
    renderApp('/drafts/c1');
    expect(await screen.findByText(`Signed on ${new Date(signedAt).toLocaleDateString()}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make editable' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('the Download menu', () => {
  it('offers exactly Word (.docx) and PDF', async () => {
    signIn();
    mockApi({ '/api/show_contract': { body: shown } });
    renderApp('/drafts/c1');
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    await click('Download');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Word (.docx)', 'PDF']);
  });

  it('downloads the server\'s PDF with the token, changing nothing, and says "Failed to download file" when it cannot', async () => {
    signIn();
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = mockApi({
      '/api/show_contract': { body: shown },
      '/api/contracts/pdf?id=c1': [{ body: 'pdf-bytes' }, { status: 500, body: null }],
    });
    renderApp('/drafts/c1');
    (await screen.findAllByRole('heading', { level: 1, name: 'Non-disclosure agreement' }))[0];
    const download = async () => {
      await click('Download');
      await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'PDF' }));
    };
    await download();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('/api/contracts/pdf?id=c1')[0]?.headers.authorization).toBe('Bearer tok');
    expect(api.callsTo('/api/upload_pdf_to_ai_contract')).toHaveLength(0);
    expect(api.callsTo('/api/contracts/save')).toHaveLength(0);
    await download();
    expect(await screen.findByText(d.downloadFailed)).toBeTruthy();
  });
});

describe('saving the final PDF', () => {
  it('sends the HTML to upload_pdf_to_ai_contract: "PDF saved successfully", then shows the contract again', async () => {
    signIn();
    const api = mockApi({
      '/api/show_contract': [{ body: shown }, { body: { ...shown, status: 'final' } }],
      '/api/upload_pdf_to_ai_contract': ok(d.pdfSaved),
    });
    renderApp('/drafts/c1');
    await screen.findByRole('textbox', { name: 'Contract text' });
    await click('Save final PDF');
    expect(await screen.findByText(d.pdfSaved)).toBeTruthy();
    const sent = api.callsTo('/api/upload_pdf_to_ai_contract')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ contract_id: 'c1', type: 'draft', is_translated: false });
    expect(sent.html).toContain('Clause one.');
    expect(sent).not.toHaveProperty('pdf_base64');
    await waitFor(() => expect(api.callsTo('/api/show_contract')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save final PDF' })).toBeNull());
  });

  it('says "Failed to save PDF" when that fails', async () => {
    signIn();
    mockApi({
      '/api/show_contract': { body: shown },
      '/api/upload_pdf_to_ai_contract': { status: 500, body: null },
    });
    renderApp('/drafts/c1');
    await screen.findByRole('textbox', { name: 'Contract text' });
    await click('Save final PDF');
    expect(await screen.findByText(d.savePdfFailed)).toBeTruthy();
  });
});
