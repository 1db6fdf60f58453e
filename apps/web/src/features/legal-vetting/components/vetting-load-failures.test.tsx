import { messages } from '@lexi/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const own = messages.lawyer.own;
const ok = (extra: Record<string, unknown>) => ({ body: { success: true, message: 'ok', ...extra } });
// A refusal is not retried by the client on its own: the page must offer the retry.
const refused = { status: 403, body: errorBody(messages.common.forbidden) };
const request = {
  contract_id: 'c1',
  title: 'Office lease',
  status: 'requested',
  role: 'lawyer',
  client: { username: 'asha', name: 'Asha Rao' },
  lawyer: { username: 'adv.kapoor', name: 'Nandini Kapoor' },
  requested_at: '2026-04-01T10:00:00.000Z',
  updated_at: '2026-04-01T10:00:00.000Z',
};

describe('the legal vetting pages when a list fails to load', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
  });

  it('say the lawyers and the vetting requests failed (not that there are none), with a retry', async () => {
    mockApi({
      '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer: null, meetings: [] }),
      '/api/legal_vetting/requests/': [refused, ok({ requests: [] })],
      '/api/legal_vetting/profile/': ok({ may_offer: false, profile: null }),
      '/api/legal_vetting/lawyers': [refused, ok({ lawyers: [] })],
    });
    renderApp('/legal-vetting');
    expect(await screen.findByText(own.requestsFailed)).toBeTruthy();
    expect(await screen.findByText(own.lawyersFailed)).toBeTruthy();
    expect(screen.queryByText('You have not sent a contract for vetting yet.')).toBeNull();
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await userEvent.click(retry);
    expect(await screen.findByText('You have not sent a contract for vetting yet.')).toBeTruthy();
    expect(
      await screen.findByText('No lawyer matches these filters yet. Clear a filter to see more.'),
    ).toBeTruthy();
    expect(screen.queryByText(own.requestsFailed)).toBeNull();
  });

  it('says the lawyer desk failed, and why, and loads it again on Try again', async () => {
    mockApi({
      '/api/legal_vetting/profile/': [refused, ok({ may_offer: true, profile: null })],
      '/api/legal_vetting/requests/': ok({ requests: [] }),
      '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer: null, meetings: [] }),
    });
    renderApp('/lawyer-desk');
    expect(await screen.findByText(own.deskFailed)).toBeTruthy();
    expect(screen.getAllByText(messages.common.forbidden).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer desk' })).toBeTruthy();
  });

  it("says the desk's requests failed rather than that none are waiting", async () => {
    mockApi({
      '/api/legal_vetting/profile/': ok({ may_offer: true, profile: null }),
      '/api/legal_vetting/requests/': [refused, ok({ requests: [request] })],
      '/api/legal_vetting/get-connected-lawyer/': ok({ lawyer: null, meetings: [] }),
    });
    renderApp('/lawyer-desk');
    await userEvent.click(await screen.findByRole('tab', { name: /Requests/ }));
    expect(await screen.findByText(own.requestsFailed)).toBeTruthy();
    expect(screen.queryByText('No contracts are waiting for you.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Office lease' })).toBeTruthy();
  });
});
