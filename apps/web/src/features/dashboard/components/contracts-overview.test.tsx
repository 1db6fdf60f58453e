import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DASHBOARD_STORAGE_KEY } from '../dashboard-store.ts';

const expiries = {
  contract_expiry_dates: [
    {
      id: 'c1',
      source: 'contract',
      title: 'NDA with Acme',
      counter_party_name: 'Acme',
      expiry_date: '2026-05-01',
      days_left: 20,
    },
    {
      id: 'e1',
      source: 'emohar',
      title: 'Lease',
      counter_party_name: null,
      expiry_date: '2027-05-01',
      days_left: 400,
    },
    {
      id: 'c0',
      source: 'contract',
      title: 'Old deal',
      counter_party_name: null,
      expiry_date: '2026-01-01',
      days_left: -5,
    },
  ],
};
const dashboard = (contracts: unknown[]) => ({
  success: true,
  message: 'Dashboard loaded.',
  user_data: aUser,
  formatted_expiry_dates: JSON.stringify(expiries),
  contracts,
});
const row = {
  id: 'c1',
  title: 'NDA with Acme',
  contract_type: 'non_disclosure',
  status: 'shared',
  type: 'draft',
  counter_party_name: 'Acme Pvt Ltd',
  expiry_date: '2026-05-01',
  updated_at: '2026-04-01T10:00:00.000Z',
  emohar_id: null,
  signed_at: null,
  has_signature: false,
};

function signIn(accountType: 'individual' | 'law_firm' | 'lawyer' = 'individual') {
  useSessionStore.getState().signIn({ token: 'tok', user_data: { ...aUser, account_type: accountType } });
}

describe('the dashboard contracts', () => {
  it('lists contracts with status, counter party and expiry, and the expiries of the next 90 days', async () => {
    signIn();
    mockApi({
      '/api/dashboard_dash': { body: dashboard([row]) },
      '/api/user_plan': { status: 500, body: null },
    });
    renderApp('/dashboard');
    const list = await screen.findByRole('region', { name: 'Contracts and drafts' });
    expect(within(list).getByRole('link', { name: 'NDA with Acme' }).getAttribute('href')).toBe('/drafts/c1');
    expect(within(list).getByText('shared')).toBeTruthy();
    expect(within(list).getByText('Acme Pvt Ltd')).toBeTruthy();
    expect(within(list).getByText('1 May 2026')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Upcoming expiries' });
    expect(within(timeline).getByText('NDA with Acme')).toBeTruthy();
    expect(within(timeline).getByText(/in 20 days/)).toBeTruthy();
    expect(within(timeline).queryByText('Lease')).toBeNull();
    expect(within(timeline).queryByText('Old deal')).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem(DASHBOARD_STORAGE_KEY) ?? '{}');
    expect(stored.state.contractExpiryDates).toHaveLength(3);
    expect(stored.state.userData.username).toBe('asha');
  });

  it('says what to do when there is no contract yet', async () => {
    signIn();
    mockApi({
      '/api/dashboard_dash': { body: dashboard([]) },
      '/api/user_plan': { status: 500, body: null },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('No contracts yet — draft your first one')).toBeTruthy();
  });

  it('shows "Something went wrong while fetching dashboard data" when it cannot load', async () => {
    signIn();
    mockApi({
      '/api/dashboard_dash': { status: 500, body: null },
      '/api/user_plan': { status: 500, body: null },
    });
    renderApp('/dashboard');
    expect(
      (await screen.findAllByText(messages.dashboard.fetchFailed, {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  });

  it('deletes a draft from the list after confirming', async () => {
    signIn();
    const api = mockApi({
      '/api/dashboard_dash': [{ body: dashboard([row]) }, { body: dashboard([]) }],
      '/api/user_plan': { status: 500, body: null },
      '/api/delete_contract': { body: { success: true, message: messages.draft.deleted } },
    });
    renderApp('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete NDA with Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText(messages.draft.deleted)).toBeTruthy();
    expect(api.callsTo('/api/delete_contract')[0]?.body).toEqual({ id: 'c1', type: 'draft' });
    await waitFor(() => expect(screen.getByText('No contracts yet — draft your first one')).toBeTruthy());
  });

  // The page itself, not the sidebar, which has entries of the same names.
  const page = () => within(screen.getByRole('main'));

  it('offers drafting, contract analysis, legal vetting, and Team for a law firm', async () => {
    signIn('law_firm');
    mockApi({
      '/api/dashboard_dash': { body: dashboard([]) },
      '/api/user_plan': { status: 500, body: null },
    });
    renderApp('/dashboard');
    const links = await page().findAllByRole('link', { name: 'Draft a contract' });
    expect(links[0]?.getAttribute('href')).toBe('/drafts/new');
    // One way into LeXi IQ on the page (the latest-analysis card's), not one per card.
    const analyse = await page().findAllByRole('link', { name: 'Analyse a contract' });
    expect(analyse.map((link) => link.getAttribute('href'))).toEqual(['/iq']);
    expect(page().getByRole('link', { name: 'Legal vetting' }).getAttribute('href')).toBe('/legal-vetting');
    expect(page().getByRole('link', { name: 'Team' }).getAttribute('href')).toBe(
      '/dashboard/team-management',
    );
  });

  it('offers a lawyer their desk', async () => {
    signIn('lawyer');
    mockApi({
      '/api/dashboard_dash': { body: dashboard([]) },
      '/api/user_plan': { status: 500, body: null },
    });
    renderApp('/dashboard');
    const desk = await page().findByRole('link', { name: 'Lawyer desk' });
    expect(desk.getAttribute('href')).toBe('/lawyer-desk');
  });

  it('shows no Team entry to an individual', async () => {
    signIn('individual');
    mockApi({
      '/api/dashboard_dash': { body: dashboard([]) },
      '/api/user_plan': { status: 500, body: null },
    });
    renderApp('/dashboard');
    await page().findByRole('link', { name: 'Legal vetting' });
    expect(page().queryByRole('link', { name: 'Lawyer desk' })).toBeNull();
    expect(page().queryByRole('button', { name: 'Team' })).toBeNull();
    expect(page().queryByRole('link', { name: 'Team' })).toBeNull();
  });
});
