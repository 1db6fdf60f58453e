import { messages } from '@lexi/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const loginOk = {
  success: true,
  message: 'Login successful',
  token: 'tok-abc',
  expires_at: '2030-01-01T00:00:00.000Z',
  user_data: aUser,
};
const plan = {
  success: true,
  user_data: {
    ...aUser,
    plan: {
      code: 'free',
      name: 'Free',
      esign_limit: 3,
      esign_used: 1,
      esign_remaining: 2,
      ai_credits_limit: 10,
      ai_credits_used: 0,
      ai_credits_remaining: 10,
      started_at: '2026-01-01T00:00:00.000Z',
      expires_at: null,
    },
  },
};
const emailRefusal = {
  status: 403,
  body: errorBody('Please verify your email address first.', {
    email_verified: false,
    data: { email: 'asha@example.com' },
  }),
};
const mobileRefusal = {
  status: 403,
  body: errorBody('Please verify your mobile number first.', {
    mobile_verified: false,
    mobile_number: '9876543210',
    country_code: '+91',
  }),
};

async function signIn(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Username or email', { exact: false }), 'asha');
  await user.type(screen.getByLabelText('Password', { exact: false, selector: 'input' }), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the login page', () => {
  it('signs in: stores the session, says "Login successful" and opens the dashboard', async () => {
    const api = mockApi({ '/api/login': { body: loginOk }, '/api/user_plan': { body: plan } });
    const { router } = renderApp('/login');

    await signIn();

    expect(await screen.findByText('Login successful')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('/api/login')[0]?.body).toEqual({ username: 'asha', password: 'correct horse' });
    const session = useSessionStore.getState();
    expect(session.authToken).toBe('tok-abc');
    expect(session.userCountry).toBe('India');
    expect(session.isEmailVerified).toBe(true);
  });

  it('shows "Invalid username or password" on a 401 without a server message', async () => {
    mockApi({ '/api/login': { status: 401, body: null } });
    renderApp('/login');
    await signIn();
    expect(await screen.findByText(messages.login.invalidCredentials)).toBeTruthy();
    expect(useSessionStore.getState().authToken).toBeNull();
  });

  it('shows the server message of a lockout (429)', async () => {
    mockApi({ '/api/login': { status: 429, body: errorBody(messages.accounts.loginLocked) } });
    renderApp('/login');
    await signIn();
    expect(await screen.findByText(messages.accounts.loginLocked)).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({});
    renderApp('/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText(messages.common.required)).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('walks an unverified email through OTP verification, then signs in again with the same credentials', async () => {
    const api = mockApi({
      '/api/login': [emailRefusal, { body: loginOk }],
      '/api/send_otp': { body: { success: true, message: 'OTP sent to your email.' } },
      '/api/verify_otp': { body: { success: true, message: 'Email verified' } },
      '/api/user_plan': { body: plan },
    });
    const { router } = renderApp('/login');
    const user = await signIn();

    expect(await screen.findByText('Please verify your email address first.')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email address' });
    expect(dialog.textContent).toContain('asha@example.com');

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(messages.login.otpSent)).toBeTruthy();
    expect(api.callsTo('/api/send_otp')[0]?.body).toEqual({ email: 'asha@example.com' });

    await user.click(await screen.findByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please Enter an OTP')).toBeTruthy();
    expect(api.callsTo('/api/verify_otp')).toHaveLength(0);

    await user.type(screen.getByLabelText('OTP', { exact: false }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('OTP Verified Successfully!')).toBeTruthy();
    expect(api.callsTo('/api/verify_otp')[0]?.body).toEqual({ otp: '123456', email: 'asha@example.com' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('/api/login')).toHaveLength(2);
    expect(api.callsTo('/api/login')[1]?.body).toEqual({ username: 'asha', password: 'correct horse' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message of a wrong OTP and keeps the prompt open', async () => {
    mockApi({
      '/api/login': emailRefusal,
      '/api/send_otp': { body: { success: true, message: 'OTP sent to your email.' } },
      '/api/verify_otp': { status: 400, body: errorBody(messages.accounts.otpInvalid) },
    });
    renderApp('/login');
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP', { exact: false }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(messages.accounts.otpInvalid)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Verify your email address' })).toBeTruthy();
  });

  it('shows the server message when sending the OTP is rate limited (429)', async () => {
    mockApi({
      '/api/login': emailRefusal,
      '/api/send_otp': { status: 429, body: errorBody(messages.accounts.otpSendTooSoon) },
    });
    renderApp('/login');
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(messages.accounts.otpSendTooSoon)).toBeTruthy();
  });

  it('walks an unverified mobile number through SMS OTP verification, then signs in again', async () => {
    const api = mockApi({
      '/api/login': [mobileRefusal, { body: loginOk }],
      '/api/send_mobile_otp': { body: { success: true, message: 'OTP sent to your mobile number.' } },
      '/api/verify_mobile_otp': { body: { success: true, message: 'Mobile number verified successfully!' } },
      '/api/user_plan': { body: plan },
    });
    const { router } = renderApp('/login');
    const user = await signIn();

    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(dialog.textContent).toContain('+91 9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your mobile number.')).toBeTruthy();
    expect(api.callsTo('/api/send_mobile_otp')[0]?.body).toEqual({ mobile: '9876543210' });

    await user.type(await screen.findByLabelText('OTP', { exact: false }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Mobile number verified successfully!')).toBeTruthy();
    expect(api.callsTo('/api/verify_mobile_otp')[0]?.body).toEqual({ otp: '654321', mobile: '9876543210' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('prefills the username handed over by the registration page', () => {
    mockApi({});
    renderApp('/login', { username: 'newbie' });
    expect((screen.getByLabelText('Username or email', { exact: false }) as HTMLInputElement).value).toBe(
      'newbie',
    );
  });

  it('links to account creation and to password recovery', () => {
    mockApi({});
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('the session guard', () => {
  it('sends a signed-out visitor of /dashboard to /login, and back to /dashboard after signing in', async () => {
    mockApi({ '/api/login': { body: loginOk }, '/api/user_plan': { body: plan } });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/dashboard', search: '' } });

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
  });

  it('sends / to the dashboard', async () => {
    useSessionStore.getState().signIn({ token: 't', user_data: aUser });
    mockApi({ '/api/user_plan': { body: plan } });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in visitor of /login or /register to the dashboard', async () => {
    useSessionStore.getState().signIn({ token: 't', user_data: aUser });
    mockApi({ '/api/user_plan': { body: plan } });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a not-found page for unknown paths', () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
