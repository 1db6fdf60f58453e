import type { Page } from 'playwright-core';
import { type TestAccount, verifyByApi } from './accounts.ts';
import { field, waitForPath } from './app.ts';
import type { RunningServer } from './server.ts';

/** Fills the login form on the page as it is and presses Sign in. */
export async function submitLogin(target: Page, username: string, password: string): Promise<void> {
  await field(target, 'Username or email').fill(username);
  await field(target, 'Password').fill(password);
  await target.getByRole('button', { name: 'Sign in' }).click();
}

/** Verified email and mobile through the API (the UI path has its own test), then the login form. */
export async function signInAs(server: RunningServer, target: Page, account: TestAccount): Promise<void> {
  await verifyByApi(server, account);
  await target.goto('/login');
  await submitLogin(target, account.username, account.password);
  await waitForPath(target, '/dashboard');
}
