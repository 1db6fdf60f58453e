import { messages } from '@lexi/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const byLabel = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input' });

async function reachResetStep(user = userEvent.setup()) {
  await user.type(byLabel('Email address'), 'Asha@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP', { exact: false }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByLabelText(labelled('New password'), { selector: 'input' });
  return user;
}

describe('the forgot-password page', () => {
  it('resets the password: email → OTP → new password, then goes to /login', async () => {
    const api = mockApi({
      '/api/send_otp': { body: { success: true, message: 'OTP sent to your email.' } },
      '/api/verify_otp': { body: { success: true, message: 'OTP verified', reset_token: 'rt-1' } },
      '/api/forgot_password': { body: { success: true, message: messages.accounts.passwordReset } },
    });
    const { router } = renderApp('/forgot-password');
    const user = await reachResetStep();

    expect(api.callsTo('/api/send_otp')[0]?.body).toEqual({
      email: 'asha@example.com',
      purpose: 'forgot_password',
    });
    expect(api.callsTo('/api/verify_otp')[0]?.body).toEqual({
      otp: '123456',
      email: 'asha@example.com',
      purpose: 'forgot_password',
    });

    await user.type(byLabel('New password'), 'a-new-passphrase');
    await user.type(byLabel('Confirm new password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(messages.accounts.passwordReset)).toBeTruthy();
    expect(api.callsTo('/api/forgot_password')[0]?.body).toEqual({
      email: 'asha@example.com',
      new_password: 'a-new-passphrase',
      purpose: 'forgot_password',
      reset_token: 'rt-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('refuses mismatched passwords with "Passwords do not match"', async () => {
    const api = mockApi({
      '/api/send_otp': { body: { success: true, message: 'OTP sent to your email.' } },
      '/api/verify_otp': { body: { success: true, message: 'OTP verified', reset_token: 'rt-1' } },
    });
    renderApp('/forgot-password');
    const user = await reachResetStep();
    await user.type(byLabel('New password'), 'a-new-passphrase');
    await user.type(byLabel('Confirm new password'), 'another-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('Passwords do not match'))).toBe(true);
    expect(api.callsTo('/api/forgot_password')).toHaveLength(0);
  });

  it('applies the shared length rule to the new password', async () => {
    mockApi({
      '/api/send_otp': { body: { success: true, message: 'OTP sent to your email.' } },
      '/api/verify_otp': { body: { success: true, message: 'OTP verified', reset_token: 'rt-1' } },
    });
    renderApp('/forgot-password');
    const user = await reachResetStep();
    await user.type(byLabel('New password'), 'short');
    expect(await screen.findByText(messages.accounts.passwordTooShort)).toBeTruthy();
    await user.type(byLabel('New password'), '-now-long');
    await waitFor(() => expect(screen.queryByText(messages.accounts.passwordTooShort)).toBeNull());
  });

  it('asks for an OTP when the field is empty, and shows the server message of a wrong one', async () => {
    mockApi({
      '/api/send_otp': { body: { success: true, message: 'OTP sent to your email.' } },
      '/api/verify_otp': { status: 400, body: errorBody(messages.accounts.otpInvalid) },
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(byLabel('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(messages.login.otpRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('OTP', { exact: false }), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(messages.accounts.otpInvalid)).toBeTruthy();
  });

  it('validates the email address before sending anything', async () => {
    const api = mockApi({});
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(byLabel('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(messages.common.invalidEmail)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
