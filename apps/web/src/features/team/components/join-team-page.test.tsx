import { messages } from '@lexi/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Types a value at once (a paste): much faster than key by key, and still one change event. */
async function fill(element: HTMLElement, value: string) {
  await userEvent.click(element);
  await userEvent.paste(value);
}

const REGISTER = '/api/law_firm/team/member/register';

async function fillJoinForm() {
  const field = (label: string) => screen.getByLabelText(labelled(label));
  await fill(field('First name'), 'Neha');
  await fill(field('Last name'), 'Iyer');
  await fill(field('Username'), 'neha.iyer');
  await userEvent.selectOptions(field('Country'), 'UK');
  await fill(field('Mobile number'), '7700900123');
  await fill(field('Password'), 'Vakalatnama-2026!');
}

describe('/team/join and /team/set-password', () => {
  it('sets up the invited account with the link token and lands signed in on the dashboard', async () => {
    const user = { ...aUser, username: 'neha.iyer', first_name: 'Neha', account_type: 'law_firm' as const };
    const api = mockApi({
      [REGISTER]: {
        body: {
          success: true,
          message: messages.team.own.registered,
          token: 'new-tok',
          expires_at: '2026-12-01T12:00:00Z',
          user_data: user,
        },
      },
      '/api/dashboard_dash': { status: 500, body: null },
      '/api/user_plan': { status: 500, body: null },
    });
    const { router } = renderApp('/team/join?token=abc123');
    await screen.findByRole('heading', { name: 'Join your firm on LeXi' });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getAllByText(messages.common.required).length).toBeGreaterThan(2);
    await fillJoinForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo(REGISTER)[0]?.body).toEqual({
      token: 'abc123',
      first_name: 'Neha',
      last_name: 'Iyer',
      username: 'neha.iyer',
      password: 'Vakalatnama-2026!',
      phone_number: '7700900123',
      country: 'UK',
      country_code: '+44',
    });
    expect(useSessionStore.getState().authToken).toBe('new-tok');
    expect(useSessionStore.getState().userData?.username).toBe('neha.iyer');
  });

  it('says so when the invitation has expired, and when the link has no token', async () => {
    mockApi({
      [REGISTER]: {
        status: 410,
        body: errorBody(messages.team.own.linkExpired, { code: 'team.link_expired' }),
      },
    });
    const first = renderApp('/team/join?token=old');
    await fillJoinForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This invitation cannot be used')).toBeTruthy();
    expect(screen.getAllByText(messages.team.own.linkExpired).length).toBeGreaterThan(0);
    expect(useSessionStore.getState().authToken).toBeNull();
    first.unmount();

    renderApp('/team/join');
    expect(await screen.findByText(messages.team.own.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
  });

  it('shows the spec fallback when registration fails without a message', async () => {
    mockApi({ [REGISTER]: { status: 500, body: null } });
    renderApp('/team/join?token=abc');
    await fillJoinForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(messages.team.registrationFailed)).toBeTruthy();
  });

  it('lets an imported member choose a password, then sends them to sign in', async () => {
    const api = mockApi({
      '/api/law_firm/team/member/set-password': {
        body: { success: true, message: messages.team.own.passwordSet },
      },
    });
    const { router } = renderApp('/team/set-password?token=set123');
    await fill(await screen.findByLabelText(labelled('New password')), 'Vakalatnama-2026!');
    await fill(screen.getByLabelText(labelled('Confirm new password')), 'Vakalatnama-2026');
    expect(screen.getByText(messages.login.passwordsDoNotMatch)).toBeTruthy();
    await fill(screen.getByLabelText(labelled('Confirm new password')), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('/api/law_firm/team/member/set-password')[0]?.body).toEqual({
      token: 'set123',
      password: 'Vakalatnama-2026!',
    });
    expect(await screen.findByText(messages.team.own.passwordSet)).toBeTruthy();
  });
});
