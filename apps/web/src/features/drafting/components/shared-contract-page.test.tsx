import { signingInvitation } from '@lexi/shared/api/signing-offer';
import { messages } from '@lexi/shared/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const contract = {
  id: 'c1',
  title: 'Non-disclosure agreement',
  contract_type: 'non_disclosure',
  jurisdiction: 'india',
  status: 'shared',
  html_content:
    '<h1>NDA</h1><p>Clause one.</p><script>window.hacked = true</script><img src=x onerror="alert(1)">',
  contract_text: 'NDA',
  party1: 'Individual',
  party2: 'Business',
  counter_party_name: 'Acme Pvt Ltd',
  expiry_date: null,
  type: 'draft',
  signature: 'aadhaar_emohar',
  sign_url: null,
  signing: { kind: 'sign_later', method: 'aadhaar' },
  link_expires_at: '2026-12-31T18:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
};
const path = '/api/contracts/shared?id=c1&token=t0k&type=draft';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** renderApp takes a pathname only: the query string comes through a navigation. */
async function openAt(url: string) {
  const view = renderApp('/login');
  await act(() => view.router.navigate(url));
  return view;
}

describe('the shared contract page', () => {
  it('lets the counter party read the contract, sanitised, and says the signing link comes later', async () => {
    const api = mockApi({ [path]: { body: { success: true, contract } } });
    const { container } = await openAt('/share-draft?id=c1&token=t0k&type=draft&signature=aadhaar_emohar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non-disclosure agreement' })).toBeTruthy();
    expect(screen.getByText('Clause one.')).toBeTruthy();
    expect(screen.getByText('Sign with e-mohar')).toBeTruthy();
    expect(screen.getByText(signingInvitation({ kind: 'sign_later', method: 'aadhaar' }))).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review and sign' })).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(api.callsTo(path)[0]?.headers.authorization).toBeUndefined();
  });

  it('says a read link asks for no signature', async () => {
    const readOnly = { ...contract, signature: null, signing: { kind: 'read_only' } };
    mockApi({ [path]: { body: { success: true, contract: readOnly } } });
    await openAt('/share-draft?id=c1&token=t0k&type=draft');
    expect(await screen.findByText(signingInvitation({ kind: 'read_only' }))).toBeTruthy();
    expect(screen.getByText(/^Shared with you for reading/)).toBeTruthy();
    expect(screen.queryByText('Sign with e-mohar')).toBeNull();
  });

  it('offers "Review and sign" with the method the signing page requires, when the contract was sent for signature', async () => {
    const signUrl = 'http://localhost/e_mohar/sign-multi-party?id=doc-9&token=s1gn';
    const signing = { kind: 'sign_now', method: '2fa' } as const;
    mockApi({ [path]: { body: { success: true, contract: { ...contract, sign_url: signUrl, signing } } } });
    await openAt('/share-draft?id=c1&token=t0k&type=draft&signature=aadhaar_emohar');
    const sign = await screen.findByRole('link', { name: 'Review and sign' });
    expect(sign.getAttribute('href')).toBe(signUrl);
    expect(screen.getByText(new RegExp(`^${escapeRegExp(signingInvitation(signing))}`))).toBeTruthy();
    expect(screen.queryByText('Sign with e-mohar')).toBeNull();
    expect(screen.queryByText(/for reading/)).toBeNull();
  });

  it('never links to a sign_url that is not a web address', async () => {
    mockApi({
      [path]: {
        body: {
          success: true,
          contract: {
            ...contract,
            sign_url: 'javascript:alert(1)',
            signing: { kind: 'sign_now', method: null },
          },
        },
      },
    });
    await openAt('/share-draft?id=c1&token=t0k&type=draft&signature=aadhaar_emohar');
    expect(await screen.findByText('Sign with e-mohar')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review and sign' })).toBeNull();
  });

  it('says clearly when the link has expired', async () => {
    mockApi({
      [path]: { status: 410, body: errorBody('This link has expired. Ask the sender for a new one.') },
    });
    await openAt('/share-contract?id=c1&token=t0k&type=draft');
    expect(await screen.findByRole('heading', { name: 'This link cannot be opened' })).toBeTruthy();
    expect(screen.getByText('This link has expired. Ask the sender for a new one.')).toBeTruthy();
  });

  it('says so when the link lacks its token', async () => {
    mockApi({});
    await openAt('/share-draft?id=c1');
    expect(await screen.findByRole('heading', { name: 'This link cannot be opened' })).toBeTruthy();
  });

  it('tells a failed load from a broken link, and loads the contract again on Try again', async () => {
    mockApi({
      [path]: [
        { status: 503, body: errorBody(messages.common.unavailable) },
        { body: { success: true, contract } },
      ],
    });
    await openAt('/share-draft?id=c1&token=t0k&type=draft');
    expect(await screen.findByText(messages.draft.own.sharedLoadFailed)).toBeTruthy();
    expect(screen.getByText(messages.common.unavailable)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This link cannot be opened' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Non-disclosure agreement' })).toBeTruthy();
  });
});
