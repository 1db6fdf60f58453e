import { messages } from '@lexi/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissToasts,
  expectToast,
  field,
  registerByApi,
  type TestAccount,
  waitForPath,
} from './support/app.ts';
import {
  launchBrowser,
  openPage,
  type ProbedPage,
  screenshot,
  seriousA11yViolations,
} from './support/browser.ts';
import { emailOtp, smsOtp } from './support/outbox.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Names, addresses and numbers unique to this run, so that the suite also runs against a shared
 * PostgreSQL (DATABASE_URL) where earlier runs left their accounts and their OTP rate limits.
 */
const run = Date.now().toString(36).slice(-6);
const randomPhone = (prefix: string) =>
  `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const asha: TestAccount = {
  firstName: 'Asha',
  lastName: 'Rao',
  username: `asha.${run}`,
  email: `asha.${run}@example.test`,
  phone: randomPhone('98'),
  country: 'India',
  countryCode: '+91',
  password: 'quiet-harbour-42',
};

/** A second account for the password reset: one OTP a minute per address would stall Asha's. */
const ravi: TestAccount = {
  firstName: 'Ravi',
  lastName: 'Menon',
  username: `ravi.${run}`,
  email: `ravi.${run}@example.test`,
  phone: randomPhone('77'),
  country: 'UK',
  countryCode: '+44',
  password: 'amber-lantern-77',
};
const raviNewPassword = 'copper-meadow-19';

let server: RunningServer;
let browser: Browser;
let probe: ProbedPage;
let page: Page;

async function expectAccessible(name: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `axe on ${name}`).toEqual([]);
}

async function fillCredentials(username: string, password: string) {
  await field(page, 'Username or email').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

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

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  probe = await openPage(browser, server.baseUrl);
  page = probe.page;
  await registerByApi(server.baseUrl, ravi);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => {
  expect(probe.takeProblems(), 'CSP violations or console errors').toEqual([]);
});

describe('accounts, from registration to password reset, in a real browser', () => {
  it('registers through the form and arrives at /login with the username filled in', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectAccessible('/register');
    await screenshot(page, 'register-1280');

    await field(page, 'Email address').fill('asha@');
    await field(page, 'Mobile number').fill('12345');
    await page.getByText(messages.common.invalidPhone).waitFor();
    await expectAccessible('/register with field errors');
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
    await expectAccessible('/login');
    await screenshot(page, 'login-1280');
  });

  it('refuses a wrong password with "Invalid username or password"', async () => {
    await fillCredentials(asha.username, 'not-the-password');
    await expectToast(page, messages.login.invalidCredentials);
    await dismissToasts(page);
  });

  it('verifies the email with the OTP from the outbox, then asks for the mobile number', async () => {
    await fillCredentials(asha.username, asha.password);
    const dialog = page.getByRole('dialog', { name: 'Verify your email address' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(asha.email);
    await expectAccessible('/login email verification prompt');
    await screenshot(page, 'login-email-prompt-1280');

    const since = Date.now();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, messages.login.otpSent);
    await field(page, 'OTP').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'one-time-code',
    );
    await expectAccessible('/login OTP entry');
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
    await expectAccessible('/login mobile verification prompt');
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
    await expectAccessible('/dashboard');
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
    await expectAccessible('/forgot-password (email)');
    await screenshot(page, 'forgot-password-email-1280');

    const since = Date.now();
    await field(page, 'Email address').fill(ravi.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, messages.login.otpSent);
    await field(page, 'OTP').waitFor();
    await expectAccessible('/forgot-password (OTP)');
    await submitOtp(await emailOtp(server.dataDir, ravi.email, since));
    await expectToast(page, messages.login.otpVerified);

    await field(page, 'New password').waitFor();
    await expectAccessible('/forgot-password (new password)');
    await field(page, 'New password').fill(raviNewPassword);
    await field(page, 'Confirm new password').fill(`${raviNewPassword}x`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, messages.login.passwordsDoNotMatch);
    await expectAccessible('/forgot-password (passwords do not match)');
    await screenshot(page, 'forgot-password-mismatch-1280');

    await field(page, 'Confirm new password').fill(raviNewPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, messages.accounts.passwordReset);
    await waitForPath(page, '/login');
    await dismissToasts(page);
  });

  it('signs in with the new password (the reset proved the email; the mobile still needs its SMS)', async () => {
    await fillCredentials(ravi.username, ravi.password);
    await expectToast(page, messages.login.invalidCredentials);
    await dismissToasts(page);
    await fillCredentials(ravi.username, raviNewPassword);
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
      await field(phone.page, 'Username or email').fill(asha.email);
      await field(phone.page, 'Password').fill(asha.password);
      await phone.page.getByRole('button', { name: 'Sign in' }).click();
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
      await field(tab, 'Username or email').fill(asha.username);
      await field(tab, 'Password').fill(asha.password);
      await tab.getByRole('button', { name: 'Sign in' }).click();
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
      await field(tab, 'Username or email').fill(asha.username);
      await field(tab, 'Password').fill(asha.password);
      await tab.getByRole('button', { name: 'Sign in' }).click();
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
      expect(await seriousA11yViolations(dark.page), 'axe on /login (dark)').toEqual([]);
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
      expect(await seriousA11yViolations(dark.page), 'axe on /dashboard (dark)').toEqual([]);
      await screenshot(dark.page, 'dashboard-dark-1280');
      expect(dark.takeProblems()).toEqual([]);
    } finally {
      await dark.context.close();
    }
  });
});
