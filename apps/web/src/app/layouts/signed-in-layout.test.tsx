import type { AccountType } from '@lexi/shared/api/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { aUser, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

function signInAs(accountType: AccountType) {
  useSessionStore.getState().signIn({ token: 'tok', user_data: { ...aUser, account_type: accountType } });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const entryNames = () =>
  within(sidebar())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the signed-in shell', () => {
  it("lists LeXi's areas in the sidebar, each a link to its page", () => {
    signInAs('individual');
    mockApi({});
    renderApp('/drafts/new');

    expect(entryNames()).toEqual([
      'Dashboard',
      'Documents',
      'Draft',
      'e-mohar',
      'Workspaces',
      'Legal vetting',
      'LeXi IQ',
    ]);
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/documents',
      '/drafts/new',
      '/e_mohar',
      '/dashboard/workspaces',
      '/legal-vetting',
      '/iq',
    ]);
  });

  it('marks the page being shown as the current one, and only that one', () => {
    signInAs('individual');
    mockApi({});
    renderApp('/drafts/new');

    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Draft']);
  });

  it('counts a workspace of either kind as part of Workspaces', () => {
    signInAs('individual');
    mockApi({});
    renderApp('/dashboard/litigation/w1');
    expect(within(sidebar()).getByRole('link', { name: 'Workspaces' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(sidebar()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('links LeXi IQ, current on an analysis too', () => {
    signInAs('individual');
    mockApi({});
    renderApp('/iq/some-analysis');
    const entry = within(sidebar()).getByRole('link', { name: 'LeXi IQ' });
    expect(entry.getAttribute('href')).toBe('/iq');
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(within(sidebar()).queryByText('Coming soon')).toBeNull();
  });

  it("gives a law firm's admin the Team entry, and nobody else", () => {
    signInAs('law_firm');
    mockApi({});
    const firm = renderApp('/drafts/new');
    expect(within(sidebar()).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe(
      '/dashboard/team-management',
    );
    expect(within(sidebar()).queryByRole('link', { name: 'Lawyer desk' })).toBeNull();
    firm.unmount();

    signInAs('business');
    renderApp('/drafts/new');
    expect(within(sidebar()).queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('gives a lawyer the Lawyer desk entry', () => {
    signInAs('lawyer');
    mockApi({});
    renderApp('/drafts/new');
    expect(within(sidebar()).getByRole('link', { name: 'Lawyer desk' }).getAttribute('href')).toBe(
      '/lawyer-desk',
    );
    expect(within(sidebar()).queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('opens the phone drawer with a named menu button that says whether it is open, and closes it on a move', async () => {
    signInAs('individual');
    mockApi({});
    const { router } = renderApp('/drafts/new');
    const user = userEvent.setup();

    const burger = screen.getByRole('button', { name: 'Navigation' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(burger.getAttribute('aria-controls')).toBe(sidebar().id);

    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');

    await user.click(within(sidebar()).getByRole('link', { name: 'e-mohar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/e_mohar'));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone drawer with Escape', async () => {
    signInAs('individual');
    mockApi({});
    renderApp('/drafts/new');
    const user = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Navigation' });
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves focus into the phone drawer when it opens, and back to the menu button on Escape', async () => {
    signInAs('individual');
    mockApi({});
    renderApp('/drafts/new');
    const user = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Navigation' });
    await user.click(burger);
    expect(document.activeElement).toBe(within(sidebar()).getByRole('link', { name: 'Dashboard' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(burger);
  });

  it('closes the phone drawer when Tab leaves its last entry for the page it covers', async () => {
    signInAs('individual');
    mockApi({});
    renderApp('/drafts/new');
    const user = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Navigation' });
    await user.click(burger);
    within(sidebar()).getByRole('link', { name: 'LeXi IQ' }).focus();
    await user.tab();
    expect(screen.getByRole('main').contains(document.activeElement)).toBe(true);
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Skip to content as the first Tab stop, which moves focus past the header and sidebar', async () => {
    signInAs('individual');
    mockApi({});
    renderApp('/drafts/new');
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    await user.tab();
    expect(screen.getByRole('main').contains(document.activeElement)).toBe(true);
    expect(sidebar().contains(document.activeElement)).toBe(false);
  });

  it('keeps the brand, the colour scheme toggle and the account menu in the header', () => {
    signInAs('individual');
    mockApi({});
    renderApp('/drafts/new');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'LeXi home' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: /colour scheme/ })).toBeTruthy();
    expect(within(header).getByRole('button', { name: /Asha Rao/ })).toBeTruthy();
  });
});
