import type { Page } from 'playwright-core';
import { field, type TestAccount, waitForPath } from './app.ts';
import { emailOtp, smsOtp } from './outbox.ts';
import type { RunningServer } from './server.ts';

/** Verified email and mobile through the API (the UI path has its own test), then the login form. */
export async function signInAs(server: RunningServer, target: Page, account: TestAccount) {
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let since = Date.now();
  await post('/send_otp', { email: account.email });
  await post('/verify_otp', {
    email: account.email,
    otp: await emailOtp(server.dataDir, account.email, since),
  });
  since = Date.now();
  await post('/send_mobile_otp', { mobile: account.phone });
  await post('/verify_mobile_otp', {
    mobile: account.phone,
    otp: await smsOtp(server.dataDir, account.phone, since),
  });
  await target.goto('/login');
  await field(target, 'Username or email').fill(account.username);
  await field(target, 'Password').fill(account.password);
  await target.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(target, '/dashboard');
}
