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
const STATUS = '/api/law_firm/team/token-status';
/** The page's check of its link as it opens: the link works, and was sent to this address. */
const live = { [STATUS]: { body: { success: true, valid: true, email: 'neha@example.in' } } };
const SEND_CODE = '/api/law_firm/team/member/send-mobile-code';
const codeSent = { body: { success: true, message: messages.accounts.mobileOtpSent } };

/** The code step: the code texted to the mobile number, then Create my account. */
async function enterCode(code = '482913') {
  await fill(await screen.findByLabelText(labelled('OTP')), code);
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

async function fillJoinForm() {
  await screen.findByLabelText(labelled('First name'));
  const field = (label: string) => screen.getByLabelText(labelled(label));
  await fill(field('First name'), 'Neha');
  await fill(field('Last name'), 'Iyer');
  await fill(field('Username'), 'neha.iyer');
  await userEvent.selectOptions(field('Country'), 'UK');
  await fill(field('Mobile number'), '7700900123');
  await fill(field('Password'), 'Vakalatnama-2026!');
}

describe('/team/join, /team/set-password and /team/confirm', () => {
  it('confirms the mobile number with a texted code, sets up the account and lands signed in on the dashboard', async () => {
    const user = { ...aUser, username: 'neha.iyer', first_name: 'Neha', account_type: 'law_firm' as const };
    const api = mockApi({
      ...live,
      [REGISTER]: {
        body: {
          success: true,
          message: messages.team.own.registered,
          token: 'new-tok',
          expires_at: '2026-12-01T12:00:00Z',
          user_data: user,
        },
      },
      [SEND_CODE]: codeSent,
      '/api/dashboard_dash': { status: 500, body: null },
      '/api/user_plan': { status: 500, body: null },
    });
    const { router } = renderApp('/team/join?token=abc123');
    await screen.findByRole('heading', { name: 'Join your firm on LeXi' });
    expect(await screen.findByText(messages.team.own.linkFor('neha@example.in'))).toBeTruthy();
    expect(api.callsTo(STATUS)[0]?.body).toEqual({ token: 'abc123', purpose: 'invite' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(messages.common.required).length).toBeGreaterThan(2);
    expect(api.callsTo(SEND_CODE)).toHaveLength(0);
    await fillJoinForm();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to +44 7700900123.')).toBeTruthy();
    expect(api.callsTo(SEND_CODE)[0]?.body).toEqual({
      token: 'abc123',
      phone_number: '7700900123',
      country_code: '+44',
    });
    await enterCode();
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
      mobile_otp: '482913',
    });
    expect(useSessionStore.getState().authToken).toBe('new-tok');
    expect(useSessionStore.getState().userData?.username).toBe('neha.iyer');
  });

  it('keeps the code step for a wrong code, and goes back to the details for a taken username', async () => {
    mockApi({
      ...live,
      [SEND_CODE]: codeSent,
      [REGISTER]: [
        { status: 400, body: errorBody(messages.accounts.otpInvalid, { code: 'accounts.otp_invalid' }) },
        {
          status: 409,
          body: errorBody(messages.accounts.usernameTaken, {
            code: 'accounts.username_taken',
            fields: { username: messages.accounts.usernameTaken },
          }),
        },
      ],
    });
    renderApp('/team/join?token=abc');
    await fillJoinForm();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await enterCode('000000');
    expect((await screen.findAllByText(messages.accounts.otpInvalid)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findAllByText(messages.accounts.usernameTaken)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(labelled('Username'))).toBeTruthy();
  });

  it('says so when the invitation expires while the form is filled in, and when the link has no token', async () => {
    mockApi({
      ...live,
      [SEND_CODE]: {
        status: 410,
        body: errorBody(messages.team.own.linkExpired, { code: 'team.link_expired' }),
      },
    });
    const first = renderApp('/team/join?token=old');
    await fillJoinForm();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This invitation cannot be used')).toBeTruthy();
    expect(screen.getAllByText(messages.team.own.linkExpired).length).toBeGreaterThan(0);
    expect(useSessionStore.getState().authToken).toBeNull();
    first.unmount();

    renderApp('/team/join');
    expect(await screen.findByText(messages.team.own.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('shows the spec fallback when registration fails without a message', async () => {
    mockApi({ ...live, [SEND_CODE]: codeSent, [REGISTER]: { status: 500, body: null } });
    renderApp('/team/join?token=abc');
    await fillJoinForm();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await enterCode();
    expect((await screen.findAllByText(messages.team.registrationFailed)).length).toBeGreaterThan(0);
  });

  it('lets an imported member choose a password, then sends them to sign in', async () => {
    const api = mockApi({
      ...live,
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

  it('confirms an account the firm made: sends the code, takes it, then sends them to sign in', async () => {
    const SEND = '/api/law_firm/team/member/confirm/send-code';
    const CONFIRM = '/api/law_firm/team/member/confirm';
    const api = mockApi({
      ...live,
      [SEND]: {
        body: {
          success: true,
          message: messages.accounts.mobileOtpSent,
          username: 'ravi.nair',
          mobile: '+91 ••••••3210',
        },
      },
      [CONFIRM]: { body: { success: true, message: messages.team.own.accountConfirmed } },
    });
    const { router } = renderApp('/team/confirm?token=conf123');
    await screen.findByRole('heading', { name: 'Confirm your LeXi account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the code' }));
    expect(
      await screen.findByText('Enter the 6-digit code we sent to +91 ••••••3210 for the account ravi.nair.'),
    ).toBeTruthy();
    expect(api.callsTo(SEND)[0]?.body).toEqual({ token: 'conf123' });
    await fill(screen.getByLabelText(labelled('OTP')), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo(CONFIRM)[0]?.body).toEqual({ token: 'conf123', otp: '135790' });
    expect(await screen.findByText(messages.team.own.accountConfirmed)).toBeTruthy();
  });

  it('says so when the confirmation link has expired', async () => {
    mockApi({
      ...live,
      '/api/law_firm/team/member/confirm/send-code': {
        status: 410,
        body: errorBody(messages.team.own.linkExpired, { code: 'team.link_expired' }),
      },
    });
    renderApp('/team/confirm?token=old');
    await userEvent.click(await screen.findByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the code' })).toBeNull();
  });
});
