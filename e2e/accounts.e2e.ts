import { messages } from '@lexi/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByApi, type TestAccount, testAccount } from './support/accounts.ts';
import { dismissToasts, expectToast, field, waitForPath } from './support/app.ts';
import { openPage, screenshot } from './support/browser.ts';
import { emailOtp, smsOtp } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { submitLogin } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const asha = testAccount({
  firstName: 'Asha',
  lastName: 'Rao',
  phonePrefix: '98',
  password: 'quiet-harbour-42',
});

/** A second account for the password reset: one OTP a minute per address would stall Asha's. */
const ravi = testAccount({
  firstName: 'Ravi',
  lastName: 'Menon',
  phonePrefix: '77',
  country: 'UK',
  countryCode: '+44',
  password: 'amber-lantern-77',
});
const raviNewPassword = 'copper-meadow-19';

let server: RunningServer;
let browser: Browser;
let page: Page;

useBrowserSuite(async (suite) => {
  ({ server, browser, page } = suite);
  await registerByApi(server.baseUrl, ravi);
});

/** The OTP entry step of a dialog or page: type and verify. */
async function submitOtp(otp: string) {
  await field(page, 'OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

async function verifyMobileByPrompt(account: TestAccount) {
  const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(account.phone);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, messages.accounts.mobileOtpSent);
  await submitOtp(await smsOtp(server.dataDir, account.phone, since));
  await expectToast(page, messages.accounts.mobileVerified);
}

describe('accounts, from registration to password reset, in a real browser', () => {
  it('registers through the form and arrives at /login with the username filled in', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectAccessible(page, '/register');
    await screenshot(page, 'register-1280');

    await field(page, 'Email address').fill('asha@');
    await field(page, 'Mobile number').fill('12345');
    await page.getByText(messages.common.invalidPhone).waitFor();
    await expectAccessible(page, '/register with field errors');
    await screenshot(page, 'register-errors-1280');

    await field(page, 'First name').fill(asha.firstName);
    await field(page, 'Last name').fill(asha.lastName);
    await field(page, 'Username').fill(asha.username);
    await field(page, 'Email address').fill(asha.email);
    await field(page, 'Country').selectOption(asha.country);
    expect(await field(page, 'Country code').inputValue()).toBe(asha.countryCode);
    await field(page, 'Mobile number').fill(asha.phone);
    await field(page, 'Password').fill(asha.password);
    await field(page, 'Account type').selectOption('individual');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expectToast(page, messages.accounts.registered);
    await waitForPath(page, '/login');
    expect(await field(page, 'Username or email').inputValue()).toBe(asha.username);
  });

  it('sends a signed-out visitor of /dashboard to /login', async () => {
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Sign in to LeXi' }).waitFor();
    await expectAccessible(page, '/login');
    await screenshot(page, 'login-1280');
  });

  it('refuses a wrong password with "Invalid username or password"', async () => {
    await submitLogin(page, asha.username, 'not-the-password');
    await expectToast(page, messages.login.invalidCredentials);
    await dismissToasts(page);
  });

  it('verifies the email with the OTP from the outbox, then asks for the mobile number', async () => {
    await submitLogin(page, asha.username, asha.password);
    const dialog = page.getByRole('dialog', { name: 'Verify your email address' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(asha.email);
    await expectAccessible(page, '/login email verification prompt');
    await screenshot(page, 'login-email-prompt-1280');

    const since = Date.now();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, messages.login.otpSent);
    await field(page, 'OTP').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'one-time-code',
    );
    await expectAccessible(page, '/login OTP entry');
    await screenshot(page, 'login-otp-entry-1280');

    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, messages.login.otpRequired);

    const otp = await emailOtp(server.dataDir, asha.email, since);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    await submitOtp(wrong);
    await expectToast(page, messages.accounts.otpInvalid);
    await dismissToasts(page);

    await submitOtp(otp);
    await expectToast(page, messages.login.otpVerified);
    await page.getByRole('dialog', { name: 'Verify your mobile number' }).waitFor();
    await expectAccessible(page, '/login mobile verification prompt');
    await screenshot(page, 'login-mobile-prompt-1280');
  });

  it('verifies the mobile number by SMS and returns to /dashboard, showing the user and the plan', async () => {
    await verifyMobileByPrompt(asha);
    await expectToast(page, messages.login.loginSuccess);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${asha.firstName}` }).waitFor();
    await page.getByRole('heading', { name: 'Your plan' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(asha.username);
    expect(await main.textContent()).toContain('Individual');
    expect(await main.getByText(/\d+ left/).count()).toBeGreaterThanOrEqual(2);
    await dismissToasts(page);
    await expectAccessible(page, '/dashboard');
    await screenshot(page, 'dashboard-1280');
  });

  it('stays signed in across a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${asha.firstName}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('signs out: localStorage is empty and the user is back at /login', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Sign in to LeXi' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
  });

  it('resets a forgotten password with the emailed OTP', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectAccessible(page, '/forgot-password (email)');
    await screenshot(page, 'forgot-password-email-1280');

    const since = Date.now();
    await field(page, 'Email address').fill(ravi.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, messages.login.otpSent);
    await field(page, 'OTP').waitFor();
    await expectAccessible(page, '/forgot-password (OTP)');
    await submitOtp(await emailOtp(server.dataDir, ravi.email, since));
    await expectToast(page, messages.login.otpVerified);

    await field(page, 'New password').waitFor();
    await expectAccessible(page, '/forgot-password (new password)');
    await field(page, 'New password').fill(raviNewPassword);
    await field(page, 'Confirm new password').fill(`${raviNewPassword}x`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, messages.login.passwordsDoNotMatch);
    await expectAccessible(page, '/forgot-password (passwords do not match)');
    await screenshot(page, 'forgot-password-mismatch-1280');

    await field(page, 'Confirm new password').fill(raviNewPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, messages.accounts.passwordReset);
    await waitForPath(page, '/login');
    await dismissToasts(page);
  });

  it('signs in with the new password (the reset proved the email; the mobile still needs its SMS)', async () => {
    await submitLogin(page, ravi.username, ravi.password);
    await expectToast(page, messages.login.invalidCredentials);
    await dismissToasts(page);
    await submitLogin(page, ravi.username, raviNewPassword);
    await verifyMobileByPrompt(ravi);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${ravi.firstName}` }).waitFor();
  });
});

describe('the pages on a phone and in the dark scheme', () => {
  it('works at 375 px wide', async () => {
    const phone = await openPage(browser, server.baseUrl, { width: 375, height: 812 });
    try {
      for (const [path, heading, name] of [
        ['/login', 'Sign in to LeXi', 'login'],
        ['/register', 'Create your account', 'register'],
        ['/forgot-password', 'Reset your password', 'forgot-password'],
      ] as const) {
        await phone.page.goto(path);
        await phone.page.getByRole('heading', { name: heading }).waitFor();
        await screenshot(phone.page, `${name}-375`);
      }
      await phone.page.goto('/login');
      await submitLogin(phone.page, asha.email, asha.password);
      await waitForPath(phone.page, '/dashboard');
      await phone.page.getByRole('heading', { name: 'Your plan' }).waitFor();
      await dismissToasts(phone.page);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow, 'horizontal scrolling at 375 px').toBe(false);
      await screenshot(phone.page, 'dashboard-375');
      expect(phone.takeProblems()).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('sends a user whose session ended to /login with "Your session has expired", and back after signing in', async () => {
    const other = await openPage(browser, server.baseUrl);
    try {
      const { page: tab } = other;
      await tab.goto('/login');
      await submitLogin(tab, asha.username, asha.password);
      await waitForPath(tab, '/dashboard');
      await tab.evaluate(() => {
        const key = 'lexi-session';
        const saved = JSON.parse(window.localStorage.getItem(key) ?? '{}');
        saved.state.authToken = 'revoked-or-expired-token';
        window.localStorage.setItem(key, JSON.stringify(saved));
      });
      await tab.reload();
      await expectToast(tab, messages.accounts.sessionExpired);
      await waitForPath(tab, '/login');
      await submitLogin(tab, asha.username, asha.password);
      await waitForPath(tab, '/dashboard');
      expect(other.takeProblems()).toEqual([]);
    } finally {
      await other.context.close();
    }
  });

  it('passes axe in the dark scheme', async () => {
    const dark = await openPage(browser, server.baseUrl, { colorScheme: 'dark' });
    try {
      await dark.page.goto('/login');
      await dark.page.getByRole('heading', { name: 'Sign in to LeXi' }).waitFor();
      await expectAccessible(dark.page, '/login (dark)');
      await screenshot(dark.page, 'login-dark-1280');
      // By keyboard alone: type, Tab to the password, Enter submits.
      await field(dark.page, 'Username or email').focus();
      await dark.page.keyboard.type(asha.username);
      await dark.page.keyboard.press('Tab');
      await dark.page.keyboard.type(asha.password);
      await dark.page.keyboard.press('Enter');
      await waitForPath(dark.page, '/dashboard');
      await dark.page.getByRole('heading', { name: 'Your plan' }).waitFor();
      await dismissToasts(dark.page);
      await expectAccessible(dark.page, '/dashboard (dark)');
      await screenshot(dark.page, 'dashboard-dark-1280');
      expect(dark.takeProblems()).toEqual([]);
    } finally {
      await dark.context.close();
    }
  });
});
