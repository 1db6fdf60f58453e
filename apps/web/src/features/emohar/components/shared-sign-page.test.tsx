import type { EmoharSharedRecord } from '@lexi/shared/api/emohar';
import { signingInvitation } from '@lexi/shared/api/signing-offer';
import { messages } from '@lexi/shared/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { browserLocation } from '../browser-location.ts';

// pdf.js draws on canvas, which jsdom lacks: the document opens as a one-page stand-in.
vi.mock('../pdf/load-pdf.ts', () => ({
  base64ToBytes: () => new Uint8Array(),
  loadPdf: async () => ({
    numPages: 1,
    getPage: async () => ({
      getViewport: () => ({ width: 600, height: 800 }),
      render: () => ({ promise: Promise.resolve(), cancel() {} }),
    }),
    destroy: async () => {},
  }),
}));

function aSharedRecord(overrides: Partial<EmoharSharedRecord> = {}): EmoharSharedRecord {
  return {
    id: 'doc-1',
    file_name: 'Non-disclosure agreement.pdf',
    contract_name: 'Non-disclosure agreement',
    counter_party_name: 'Acme Pvt Ltd',
    contract_type: 'Non-disclosure agreement',
    expiry_date: null,
    page_count: 1,
    sha256: 'ab'.repeat(32),
    status: 'shared',
    link_expires_at: '2030-01-01T00:00:00.000Z',
    base64_string: btoa('%PDF-1.7\n%%EOF\n'),
    signers: [],
    sealed: null,
    sealing: false,
    signature_method: null,
    ...overrides,
  };
}

const path = '/api/e_mohar/shared?id=doc-1&token=abc';

/** renderApp takes a pathname only: the query string comes through a navigation. */
async function openSigningPage(record: EmoharSharedRecord, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [path]: { body: { success: true, record_dict: record } }, ...routes });
  const view = renderApp('/login');
  await act(() => view.router.navigate('/e_mohar/sign-multi-party?id=doc-1&token=abc'));
  await screen.findByRole('heading', { level: 1, name: /Review and sign/ });
  return { ...view, api };
}

describe('the counter party signing page', () => {
  it('preselects and locks the method the sender chose, and says why', async () => {
    await openSigningPage(aSharedRecord({ signature_method: '2fa' }));
    const twoFactor = screen.getByRole('radio', { name: /2-factor e-sign/ }) as HTMLInputElement;
    const aadhaar = screen.getByRole('radio', { name: /Aadhaar e-mohar/ }) as HTMLInputElement;
    expect(twoFactor.checked).toBe(true);
    expect(twoFactor.disabled).toBe(true);
    expect(aadhaar.disabled).toBe(true);
    expect(
      screen.getByText('The sender asks you to sign with 2-factor e-sign, so the method cannot be changed.'),
    ).toBeTruthy();
    // The same sentence as the email that carried the link.
    expect(screen.getByText(signingInvitation({ kind: 'sign_now', method: '2fa' }))).toBeTruthy();
    // The 2-factor method needs the mobile number, so its field is there from the start.
    expect(screen.getByLabelText(labelled('Mobile number'))).toBeTruthy();
  });

  it('lets the counter party choose when the sender chose no method', async () => {
    await openSigningPage(aSharedRecord());
    const aadhaar = screen.getByRole('radio', { name: /Aadhaar e-mohar/ }) as HTMLInputElement;
    expect(aadhaar.checked).toBe(true);
    expect(aadhaar.disabled).toBe(false);
    expect((screen.getByRole('radio', { name: /2-factor e-sign/ }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText(/so the method cannot be changed/)).toBeNull();
    expect(screen.getByText(signingInvitation({ kind: 'sign_now', method: null }))).toBeTruthy();
  });

  it('asks for the country code of a 10-digit mobile, and sends the number with the code chosen', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const url = '/api/e_mohar/esign/session/s1?token=t1';
    const { api } = await openSigningPage(aSharedRecord({ signature_method: '2fa' }), {
      '/api/e_mohar/submit': { body: { success: true, message: messages.emohar.submitted, url } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Place signature box' }));
    await user.type(screen.getByLabelText(labelled('Name as on Aadhaar')), 'Ben Carter');
    await user.type(screen.getByLabelText(labelled('Last 4 digits of Aadhaar')), '9876');
    await user.type(screen.getByLabelText(labelled('Year of birth')), '1985');
    await user.type(screen.getByLabelText(labelled('Email address')), 'ben@example.co.uk');
    await user.selectOptions(screen.getByLabelText(labelled('Gender')), 'male');
    await user.type(screen.getByLabelText(labelled('Mobile number')), '7911 123456');
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(screen.getByText(messages.common.countryCodeRequired)).toBeTruthy();
    expect(api.callsTo('/api/e_mohar/submit')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(labelled('Country code')), '+44');
    expect(screen.queryByText(messages.common.countryCodeRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText(messages.emohar.submitted)).toBeTruthy();
    const sent = api.callsTo('/api/e_mohar/submit')[0]?.body as { method: string; formData: object };
    expect(sent.method).toBe('2fa');
    expect(sent.formData).toMatchObject({ mobile: '7911 123456', country_code: '+44', gender: 'male' });
    expect(assign).toHaveBeenCalledWith(url);
  });

  it('takes a full international number without a country code', async () => {
    await openSigningPage(aSharedRecord({ signature_method: '2fa' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(labelled('Mobile number')), '+65 9123 4567');
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(screen.queryByText(messages.common.countryCodeRequired)).toBeNull();
    expect(screen.queryByText(messages.common.invalidInternationalPhone)).toBeNull();
  });
});
