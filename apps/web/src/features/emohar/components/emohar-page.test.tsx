import type { EmoharRecord } from '@lexi/shared/api/emohar';
import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { browserLocation } from '../browser-location.ts';
import { EMOHAR_STORAGE_KEY, useEmoharStore } from '../emohar-store.ts';
import { pdfFileMessages } from '../pdf-file-check.ts';

// pdf.js draws on canvas, which jsdom lacks: the document opens as a two-page stand-in.
vi.mock('../pdf/load-pdf.ts', () => ({
  base64ToBytes: () => new Uint8Array(),
  loadPdf: async () => ({
    numPages: 2,
    getPage: async () => ({
      getViewport: () => ({ width: 600, height: 800 }),
      render: () => ({ promise: Promise.resolve(), cancel() {} }),
    }),
    destroy: async () => {},
  }),
}));

const pdfBase64 = btoa('%PDF-1.7\n%%EOF\n');

function aRecord(overrides: Partial<EmoharRecord> = {}): EmoharRecord {
  return {
    id: 'doc-1',
    file_name: 'lease.pdf',
    contract_name: 'lease',
    party: 'single',
    status: 'uploaded',
    page_count: 2,
    sha256: 'ab'.repeat(32),
    counter_party_name: null,
    contract_type: null,
    expiry_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    base64_string: pdfBase64,
    signers: [],
    sealed: null,
    sealing: false,
    viewer_role: 'owner',
    archived_at: null,
    ...overrides,
  };
}

const withDetails = (record: EmoharRecord): EmoharRecord => ({
  ...record,
  status: 'details_added',
  counter_party_name: 'Ravi Menon',
  contract_type: 'Lease agreement',
  expiry_date: '2027-03-31',
});

const detailsAnswer = (record: EmoharRecord) => ({
  body: {
    success: true,
    response_status: true,
    message: messages.emohar.detailsAdded,
    record_dict: withDetails(record),
  },
});

function signedIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

/** A document already uploaded and described, the box placed and the form filled. */
function readyToSign(record = withDetails(aRecord())) {
  const store = useEmoharStore.getState();
  store.setFileData(record);
  store.setShowCounterModal(false);
  store.setSignatureDisplay({ page: 2, x: 0.1, y: 0.8, width: 0.3, height: 0.08 });
  store.setFormData({
    aadhar_name: 'Asha Rao',
    aadhar_four_digit: '1234',
    email: 'asha@example.com',
    gender: 'female',
    dob: '1990',
  });
}

beforeEach(() => {
  useEmoharStore.getState().reset();
});

describe('the e-mohar page: upload and details', () => {
  it('uploads a PDF for signing alone, then asks only the contract type and expiry, with no counter party', async () => {
    signedIn();
    const record = aRecord();
    const api = mockApi({
      '/api/e_mohar/upload': {
        body: { success: true, message: messages.analysis.uploaded, record_dict: record },
      },
      '/api/e_mohar/for_self_add_details': {
        body: {
          success: true,
          response_status: true,
          message: messages.emohar.own.selfDetailsAdded,
          record_dict: { ...withDetails(record), counter_party_name: null },
        },
      },
    });
    const { container } = renderApp('/e_mohar');
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign a document (e-mohar)' })).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7\n%%EOF\n'], 'lease.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contract details' });
    const upload = api.callsTo('/api/e_mohar/upload')[0]?.body;
    expect(upload).toMatchObject({ file_name: 'lease.pdf', party: 'single', contract_name: 'lease' });
    expect(atob((upload as { file_content: string }).file_content)).toContain('%PDF-1.7');
    expect(api.callsTo('/api/e_mohar/upload')[0]?.headers.authorization).toBe('Bearer tok');

    expect(within(dialog).queryByLabelText(labelled('Counter party name'))).toBeNull();
    expect(within(dialog).getByText(/You sign this document alone/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(within(dialog).getAllByText(messages.common.required)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(labelled('Contract type')), 'Lease agreement');
    await user.type(within(dialog).getByLabelText(labelled('Expiry date')), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText(messages.emohar.own.selfDetailsAdded)).toBeTruthy();
    expect(screen.queryByText(messages.emohar.detailsAdded)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract details' })).toBeNull());
    expect(api.callsTo('/api/e_mohar/for_self_add_details')[0]?.body).toEqual({
      id: 'doc-1',
      contractType: 'Lease agreement',
      expiryDate: '2027-03-31',
    });
    expect(screen.getByText('Lease agreement, signed by you alone, ends 31 Mar 2027')).toBeTruthy();
    expect(screen.queryByText(/with Self|Counter party/)).toBeNull();
    expect(useEmoharStore.getState().emoharSinglePartyFile).toBe('doc-1');
  });

  it('shows "Failed to add contract details" when the details of a document signed alone cannot be saved', async () => {
    signedIn();
    useEmoharStore.getState().setFileData(aRecord());
    mockApi({ '/api/e_mohar/for_self_add_details': { status: 500, body: null } });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Contract details' });
    await user.type(within(dialog).getByLabelText(labelled('Contract type')), 'NDA');
    await user.type(within(dialog).getByLabelText(labelled('Expiry date')), '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.emohar.own.selfDetailsFailed)).toBeTruthy();
  });

  it('sends a multi-party document to add_details', async () => {
    signedIn();
    const record = aRecord({ party: 'multi' });
    const api = mockApi({
      '/api/e_mohar/upload': {
        body: { success: true, message: messages.analysis.uploaded, record_dict: record },
      },
      '/api/e_mohar/add_details': detailsAnswer(record),
      '/api/e_mohar/get_latest_emohar_multi_party': {
        body: { success: true, message: 'ok', record_dict: record },
      },
    });
    const { container } = renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Share with a counter party/ }));
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'nda.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract details' });
    expect(api.callsTo('/api/e_mohar/upload')[0]?.body).toMatchObject({ party: 'multi' });
    await user.type(within(dialog).getByLabelText(labelled('Counter party name')), 'Ravi');
    await user.type(within(dialog).getByLabelText(labelled('Contract type')), 'NDA');
    await user.type(within(dialog).getByLabelText(labelled('Expiry date')), '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.emohar.detailsAdded)).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/add_details')[0]?.body).toEqual({
      id: 'doc-1',
      counterpartyName: 'Ravi',
      contractType: 'NDA',
      expiryDate: '2027-01-01',
    });
    expect(await screen.findByText('Lease agreement with Ravi Menon, ends 31 Mar 2027')).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/for_self_add_details')).toHaveLength(0);
  });

  it('marks the chosen "Who signs?" card with its border, background and a check mark, not only aria-checked', async () => {
    signedIn();
    mockApi({});
    renderApp('/e_mohar');
    const user = userEvent.setup();
    const alone = screen.getByRole('radio', { name: /^Sign it myself/ });
    const shared = screen.getByRole('radio', { name: /^Share with a counter party/ });
    const looksChosen = (card: HTMLElement) =>
      card.hasAttribute('data-checked') &&
      card.classList.contains('lexi-choice-card') &&
      card.querySelector('.lexi-choice-card-check') !== null;
    expect(looksChosen(alone)).toBe(true);
    expect(looksChosen(shared)).toBe(false);
    await user.click(shared);
    expect(looksChosen(shared)).toBe(true);
    expect(looksChosen(alone)).toBe(false);
    expect(shared.getAttribute('aria-checked')).toBe('true');
  });

  it('refuses a file that is not a PDF before uploading it', async () => {
    signedIn();
    const api = mockApi({});
    const { container } = renderApp('/e_mohar');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText(pdfFileMessages.notPdf)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(api.calls).toHaveLength(0);
  });

  it('checks the details on every change and shows the server message, else "Failed to add counter party details"', async () => {
    signedIn();
    useEmoharStore.getState().setFileData(aRecord({ party: 'multi' }));
    mockApi({
      '/api/e_mohar/add_details': [
        { status: 500, body: null },
        { status: 409, body: errorBody(messages.emohar.own.documentLocked) },
      ],
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Contract details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(within(dialog).getAllByText(messages.common.required)).toHaveLength(3);

    const name = within(dialog).getByLabelText(labelled('Counter party name'));
    await user.type(name, 'R');
    expect(within(dialog).getAllByText(messages.common.required)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(labelled('Contract type')), 'NDA');
    await user.type(within(dialog).getByLabelText(labelled('Expiry date')), '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.emohar.addDetailsFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(messages.emohar.own.documentLocked)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Contract details' })).toBeTruthy();
  });

  it('persists the spec fields of the e-mohar document in localStorage', () => {
    useEmoharStore.getState().setFileData(aRecord());
    const saved = JSON.parse(window.localStorage.getItem(EMOHAR_STORAGE_KEY) ?? '{}');
    expect(Object.keys(saved.state).sort()).toEqual(
      [
        'counterPartyData',
        'emoharMultiPartyFile',
        'emoharSinglePartyFile',
        'file',
        'fileData',
        'formData',
        'party',
        'showCounterModal',
      ].sort(),
    );
    expect(saved.state.showCounterModal).toBe(true);
    expect(saved.state.fileData.base64_string).toBe(pdfBase64);
  });

  it('keeps only the id of a PDF over 2 MB, and fetches the file again after a reload', async () => {
    signedIn();
    const large = aRecord({ base64_string: 'A'.repeat(3 * 1024 * 1024) });
    useEmoharStore.getState().setFileData(large);
    const saved = JSON.parse(window.localStorage.getItem(EMOHAR_STORAGE_KEY) ?? '{}');
    expect(saved.state.fileData.base64_string).toBe('');
    expect(saved.state.fileData.id).toBe('doc-1');

    useEmoharStore.setState({ fileData: { ...large, base64_string: '' }, showCounterModal: false });
    const api = mockApi({
      '/api/e_mohar/get_single_user_emohar': {
        body: { success: true, message: 'ok', record_dict: aRecord() },
      },
    });
    renderApp('/e_mohar');
    await waitFor(() =>
      expect(api.callsTo('/api/e_mohar/get_single_user_emohar')[0]?.body).toEqual({ id: 'doc-1' }),
    );
    await waitFor(() => expect(useEmoharStore.getState().fileData?.base64_string).toBe(pdfBase64));
  });

  it('opens one of my documents by its id, without asking again for details it has', async () => {
    signedIn();
    const api = mockApi({
      '/api/e_mohar/get_single_user_emohar': {
        body: {
          success: true,
          message: 'ok',
          record_dict: aRecord({
            id: 'doc-7',
            party: 'multi',
            counter_party_name: 'Ravi Menon',
            contract_type: 'Lease agreement',
          }),
        },
      },
    });
    renderApp('/e_mohar?id=doc-7');
    await waitFor(() =>
      expect(api.callsTo('/api/e_mohar/get_single_user_emohar')[0]?.body).toEqual({ id: 'doc-7' }),
    );
    await waitFor(() => expect(useEmoharStore.getState().fileData?.id).toBe('doc-7'));
    expect(useEmoharStore.getState().showCounterModal).toBe(false);
  });

  it('says so when a document cannot be opened, and offers the upload', async () => {
    signedIn();
    mockApi({ '/api/e_mohar/get_single_user_emohar': { status: 404, body: errorBody('Not found') } });
    renderApp('/e_mohar?id=gone');
    expect(await screen.findByText('This document could not be opened')).toBeTruthy();
  });
});

describe('the e-mohar page: signing myself', () => {
  it('validates the identity form on change with the shared rules', async () => {
    signedIn();
    useEmoharStore.getState().setFileData(withDetails(aRecord()));
    useEmoharStore.getState().setShowCounterModal(false);
    mockApi({});
    renderApp('/e_mohar');
    const user = userEvent.setup();
    const digits = screen.getByLabelText(labelled('Last 4 digits of Aadhaar'));
    await user.type(digits, '12');
    expect(screen.getByText(esignMessages.fourDigits)).toBeTruthy();
    await user.type(digits, '34');
    expect(screen.queryByText(esignMessages.fourDigits)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(screen.getAllByText(messages.common.required).length).toBeGreaterThan(0);
    expect(screen.getByText('Place your signature on the document first.')).toBeTruthy();
  });

  it('tells the user on no_plan that the plan has no signatures left and offers the plans', async () => {
    signedIn();
    readyToSign();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = mockApi({
      '/api/e_mohar/for_self_esign': {
        body: { success: false, no_plan: true, message: esignMessages.noPlan },
      },
    });
    renderApp('/e_mohar');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign the document' }));

    expect(await screen.findByText('Your plan has no signatures left')).toBeTruthy();
    expect(screen.getByText(esignMessages.noPlan)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/dashboard#plan');
    expect(assign).not.toHaveBeenCalled();
    expect(api.callsTo('/api/e_mohar/for_self_esign')[0]?.body).toEqual({
      x_coordinate: 0.1,
      y_coordinate: 0.8,
      page_no: 2,
      width: 0.3,
      height: 0.08,
      method: 'aadhaar',
      formData: {
        aadhar_name: 'Asha Rao',
        aadhar_four_digit: '1234',
        email: 'asha@example.com',
        gender: 'female',
        dob: '1990',
        id: 'doc-1',
        contract_name: 'lease',
        file_name: 'lease.pdf',
      },
    });
  });

  it('says "Sign session created successfully" and goes to the sign session', async () => {
    signedIn();
    readyToSign();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const url = '/api/e_mohar/esign/session/s1?token=t1';
    mockApi({
      '/api/e_mohar/for_self_esign': {
        body: { success: true, message: messages.emohar.sessionCreated, url },
      },
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /2-factor e-sign/ }));
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText(messages.emohar.sessionCreated)).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(url);
  });

  it("proposes the account's country code for a 2-factor mobile, and sends the number with the code chosen", async () => {
    useSessionStore
      .getState()
      .signIn({ token: 'tok', user_data: { ...aUser, country: 'UK', country_code: '+44' } });
    readyToSign();
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const url = '/api/e_mohar/esign/session/s1?token=t1';
    const api = mockApi({
      '/api/e_mohar/for_self_esign': {
        body: { success: true, message: messages.emohar.sessionCreated, url },
      },
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /2-factor e-sign/ }));
    const code = screen.getByLabelText(labelled('Country code')) as HTMLSelectElement;
    expect(code.value).toBe('+44');
    expect(screen.getByText(/Leave it empty to use the number of your account/)).toBeTruthy();
    await user.selectOptions(code, '+1');
    await user.type(screen.getByLabelText(labelled('Mobile number')), '4155550142');
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText(messages.emohar.sessionCreated)).toBeTruthy();
    const sent = api.callsTo('/api/e_mohar/for_self_esign')[0]?.body as { formData: object };
    expect(sent.formData).toMatchObject({ mobile: '4155550142', country_code: '+1' });
  });

  it('shows the server message of a refused signature, else "Failed to sign document"', async () => {
    signedIn();
    readyToSign();
    mockApi({
      '/api/e_mohar/for_self_esign': [
        { status: 500, body: null },
        { status: 409, body: errorBody(esignMessages.alreadySigned) },
      ],
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText(messages.emohar.signFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText(esignMessages.alreadySigned)).toBeTruthy();
  });

  it('discards after a confirmation and goes back to the dashboard', async () => {
    signedIn();
    readyToSign();
    const api = mockApi({
      '/api/e_mohar/delete_e_mohar_single': {
        body: { success: true, response_status: true, message: messages.emohar.own.discarded },
      },
      '/api/user_plan': { status: 500, body: null },
    });
    const { router } = renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('/api/e_mohar/delete_e_mohar_single')[0]?.body).toEqual({ id: 'doc-1' });
    expect(useEmoharStore.getState().fileData).toBeNull();
  });

  it('discards a multi-party document with delete_file, and shows "Failed to discard E-Mohar" on failure', async () => {
    signedIn();
    readyToSign(withDetails(aRecord({ party: 'multi' })));
    const api = mockApi({ '/api/e_mohar/delete_file': { status: 500, body: null } });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this document?' })).getByRole('button', {
        name: 'Discard document',
      }),
    );
    expect(await screen.findByText(messages.emohar.discardFailed)).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/delete_file')).toHaveLength(1);
  });
});

describe('the share-link dialog (multi party)', () => {
  it('requires an expiry, shows the link with a copy button, and emails it', async () => {
    signedIn();
    readyToSign(withDetails(aRecord({ party: 'multi' })));
    const url = 'http://localhost/e_mohar/sign-multi-party?id=doc-1&token=abc';
    const api = mockApi({
      '/api/e_mohar/share_draft_link': {
        body: {
          success: true,
          message: messages.emohar.own.linkCreated,
          token: 'abc',
          url,
          expires_at: '2030-01-01T00:00:00.000Z',
        },
      },
      '/api/e_mohar/send_share_link_to_counter_party': {
        body: { success: true, response_status: true, message: messages.draft.linkSent },
      },
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with the counter party' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText(messages.emohar.expiryRequired)).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/share_draft_link')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(labelled('Link expires at')), '2030-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(((await within(dialog).findByLabelText('Share link')) as HTMLInputElement).value).toBe(url);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const shared = api.callsTo('/api/e_mohar/share_draft_link')[0]?.body as { id: string; expiry: string };
    expect(shared.id).toBe('doc-1');
    expect(new Date(shared.expiry).getTime()).toBe(new Date('2030-01-01T10:00').getTime());

    await user.type(within(dialog).getByLabelText("Counter party's email"), 'ravi@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(messages.draft.linkSent)).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/send_share_link_to_counter_party')[0]?.body).toEqual({
      shareLink: url,
      contactInfo: 'ravi@example.com',
      id: 'doc-1',
      type: 'e_mohar',
      isDraft: false,
    });
  });

  it('shows "Failed to share draft" when the link cannot be made, and the server sentence when it says why', async () => {
    signedIn();
    readyToSign(withDetails(aRecord({ party: 'multi' })));
    mockApi({
      '/api/e_mohar/share_draft_link': [
        { status: 500, body: null },
        { status: 400, body: errorBody(messages.emohar.own.expiryInPast) },
      ],
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with the counter party' });
    await user.type(within(dialog).getByLabelText(labelled('Link expires at')), '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await screen.findAllByText(messages.emohar.shareFailed)).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await screen.findAllByText(messages.emohar.own.expiryInPast)).length).toBeGreaterThan(0);
  });

  it('refreshes the latest record and revokes the links', async () => {
    signedIn();
    readyToSign(withDetails(aRecord({ party: 'multi' })));
    const latest: EmoharRecord = { ...withDetails(aRecord({ party: 'multi' })), status: 'shared' };
    const api = mockApi({
      '/api/e_mohar/get_latest_emohar_multi_party': {
        body: { success: true, message: 'ok', record_dict: latest },
      },
      '/api/e_mohar/revoke_share_link': {
        body: { success: true, message: messages.emohar.own.linksRevoked, revoked: 1 },
      },
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Shared')).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/get_latest_emohar_multi_party')[0]?.body).toEqual({ id: 'doc-1' });
    // Nothing is revoked until the owner confirms: the counter party's link would stop working.
    await user.click(screen.getByRole('button', { name: 'Revoke links' }));
    const ask = await screen.findByRole('dialog', { name: 'Revoke the share links?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep the links' }));
    expect(api.callsTo('/api/e_mohar/revoke_share_link')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke links' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke the share links?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke links' }));
    expect(await screen.findByText(messages.emohar.own.linksRevoked)).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/revoke_share_link')[0]?.body).toEqual({ id: 'doc-1' });
  });

  it('says that revoking failed, not that sharing did', async () => {
    signedIn();
    readyToSign(withDetails(aRecord({ party: 'multi' })));
    mockApi({ '/api/e_mohar/revoke_share_link': { status: 500, body: null } });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke links' }));
    const ask = await screen.findByRole('dialog', { name: 'Revoke the share links?' });
    await user.click(within(ask).getByRole('button', { name: 'Revoke links' }));
    expect(await screen.findByText(messages.emohar.own.revokeFailed)).toBeTruthy();
    expect(screen.queryByText(messages.emohar.shareFailed)).toBeNull();
  });
});

describe('the e-mohar page: new documents and permanent records', () => {
  const ownerSigned = {
    role: 'owner' as const,
    status: 'signed' as const,
    method: 'aadhaar' as const,
    name: 'Asha Rao',
    masked_digits: 'XXXX-XXXX-1234',
    viewed_at: null,
    signed_at: '2026-03-01T10:00:00.000Z',
  };
  const sealed = {
    sealed_at: '2026-03-01T10:00:00.000Z',
    sha256: 'cd'.repeat(32),
    verify_url: 'http://localhost:3000/verify/doc-1',
    retained_until: '2036-03-01',
  };
  /** A described document, then the overrides (withDetails sets the status). */
  const described = (overrides: Partial<EmoharRecord>) => ({ ...withDetails(aRecord()), ...overrides });

  it('starts a new document in one click whatever the last one was, and forgets it', async () => {
    signedIn();
    readyToSign(described({ status: 'signed', signers: [ownerSigned], sealed }));
    mockApi({});
    renderApp('/e_mohar');
    const user = userEvent.setup();
    expect(screen.queryByRole('heading', { name: 'Upload the document' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'New document' }));
    expect(await screen.findByRole('heading', { name: 'Upload the document' })).toBeTruthy();
    expect(useEmoharStore.getState().fileData).toBeNull();
    expect(useEmoharStore.getState().emoharSinglePartyFile).toBeNull();
    // The signer's details are kept for the next document.
    expect(useEmoharStore.getState().formData.aadhar_name).toBe('Asha Rao');
  });

  it('opens /e_mohar?new=1 on an empty upload even with a remembered document', async () => {
    signedIn();
    readyToSign();
    mockApi({});
    const { router } = renderApp('/e_mohar?new=1');
    expect(await screen.findByRole('heading', { name: 'Upload the document' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(useEmoharStore.getState().fileData).toBeNull();
  });

  it('offers no Discard once a party has signed, and Archive instead', async () => {
    signedIn();
    readyToSign(described({ party: 'multi', status: 'signing', signers: [ownerSigned] }));
    const api = mockApi({
      '/api/documents/archive': { body: { success: true, message: messages.documents.own.archived } },
      '/api/e_mohar/get_single_user_emohar': {
        body: {
          success: true,
          message: 'ok',
          record_dict: described({
            party: 'multi',
            status: 'signing',
            signers: [ownerSigned],
            archived_at: '2026-03-02T00:00:00.000Z',
          }),
        },
      },
    });
    renderApp('/e_mohar');
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Archive lease' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(messages.documents.own.archived)).toBeTruthy();
    expect(api.callsTo('/api/documents/archive')[0]?.body).toEqual({ kind: 'emohar', id: 'doc-1' });
    expect(await screen.findByRole('button', { name: 'Unarchive lease' })).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
  });

  it('sends a counter party who opens /e_mohar?id= to the signed page instead', async () => {
    signedIn();
    const record = described({
      id: 'doc-5',
      party: 'multi',
      status: 'signed',
      sealed,
      viewer_role: 'counter_party',
    });
    mockApi({
      '/api/e_mohar/get_single_user_emohar': { body: { success: true, message: 'ok', record_dict: record } },
      '/api/e_mohar/audit': { body: { success: true, message: 'ok', chain_valid: true, events: [] } },
    });
    const { router } = renderApp('/e_mohar?id=doc-5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/e_mohar/signed'));
    expect(await screen.findByText('You signed this document as its counter party.')).toBeTruthy();
    expect(screen.getByText(/until at least 1 Mar 2036/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Archive/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the sealed PDF' })).toBeTruthy();
    expect(useEmoharStore.getState().fileData).toBeNull();
  });

  it('offers its owner Archive on the signed page', async () => {
    signedIn();
    const record = described({ status: 'signed', signers: [ownerSigned], sealed });
    mockApi({
      '/api/e_mohar/get_single_user_emohar': { body: { success: true, message: 'ok', record_dict: record } },
      '/api/e_mohar/audit': { body: { success: true, message: 'ok', chain_valid: true, events: [] } },
    });
    renderApp('/e_mohar/signed?id=doc-1');
    expect(await screen.findByRole('button', { name: 'Archive lease' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All documents' }).getAttribute('href')).toBe('/documents');
  });
});
