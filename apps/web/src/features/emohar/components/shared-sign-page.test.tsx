import type { EmoharSharedRecord } from '@lexi/shared/api/emohar';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

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
    signature_method: null,
    ...overrides,
  };
}

const path = '/api/e_mohar/shared?id=doc-1&token=abc';

/** renderApp takes a pathname only: the query string comes through a navigation. */
async function openSigningPage(record: EmoharSharedRecord) {
  mockApi({ [path]: { body: { success: true, record_dict: record } } });
  const view = renderApp('/login');
  await act(() => view.router.navigate('/e_mohar/sign-multi-party?id=doc-1&token=abc'));
  await screen.findByRole('heading', { level: 1, name: /Review and sign/ });
  return view;
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
  });
});
