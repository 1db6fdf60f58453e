import { messages } from '@lexi/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, randomPhone, registerByApi, run, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { expectToast, field, waitForPath } from './support/app.ts';
import { openPage, screenshot } from './support/browser.ts';
import { emailLink, smsOtp } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs, submitLogin } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const firmAdmin = testAccount({
  firstName: 'Vikram',
  lastName: 'Rao',
  phonePrefix: '96',
  password: 'brass-compass-58',
});
const invitee = { email: `neha.${run}@example.test`, username: `neha.${run}`, phone: randomPhone('95') };
const created = {
  first_name: 'Ravi',
  last_name: 'Nair',
  username: `ravi.${run}`,
  email: `ravi.${run}@example.test`,
  phone_number: randomPhone('94'),
  country: 'India',
  country_code: '+91',
  password: 'copper-ledger-64',
  role: 'lawyer',
  is_email_verified: true,
  is_mobile_verified: true,
};

let server: RunningServer;
let browser: Browser;
let page: Page;

useBrowserSuite(async (suite) => {
  ({ server, browser, page } = suite);
  await registerByApi(server.baseUrl, firmAdmin, { accountType: 'law_firm', firmName: 'Rao & Associates' });
});

describe('law-firm team management in a real browser', () => {
  it('the admin invites a member, who registers from the email, lands signed in and joins the list', async () => {
    await signInAs(server, page, firmAdmin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await waitForPath(page, '/dashboard/team-management');
    const table = page.getByRole('table', { name: 'Team members and invitations' });
    await table.getByText(`${firmAdmin.firstName} ${firmAdmin.lastName} (you)`).waitFor();

    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await field(dialog, 'Email address').fill(invitee.email);
    await field(dialog, 'Role').selectOption('paralegal');
    await field(dialog, 'Message').fill('Welcome to the litigation team.');
    await expectAccessible(page, 'the invite dialog');
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, messages.team.own.inviteSent);
    await table.getByText(invitee.email).waitFor();
    await expectAccessible(page, '/dashboard/team-management');
    await screenshot(page, 'team-management-1280');

    // The invited person opens the emailed link in a browser of their own.
    const link = await emailLink(server.dataDir, invitee.email, '/team/join', since);
    expect(link.startsWith(`${server.baseUrl}/team/join?token=`)).toBe(true);
    const guest = await openPage(browser, server.baseUrl, { width: 375, height: 800 });
    try {
      await guest.page.goto(link);
      await guest.page.getByRole('heading', { name: 'Join your firm on LeXi' }).waitFor();
      // The page checks the invitation first, then shows the form.
      await field(guest.page, 'First name').waitFor();
      await expectAccessible(guest.page, '/team/join');
      await screenshot(guest.page, 'team-join-375');
      await field(guest.page, 'First name').fill('Neha');
      await field(guest.page, 'Last name').fill('Iyer');
      await field(guest.page, 'Username').fill(invitee.username);
      await field(guest.page, 'Country').selectOption('India');
      await field(guest.page, 'Mobile number').fill(invitee.phone);
      await field(guest.page, 'Password').fill('silver-gavel-31');
      const texted = Date.now();
      await guest.page.getByRole('button', { name: 'Continue' }).click();
      // The mobile number is confirmed with a texted code before the account exists.
      await guest.page.getByText(`Enter the 6-digit code we sent to +91 ${invitee.phone}.`).waitFor();
      await expectAccessible(guest.page, 'the join code step');
      await screenshot(guest.page, 'team-join-code-375');
      await field(guest.page, 'OTP').fill(await smsOtp(server.dataDir, invitee.phone, texted));
      await guest.page.getByRole('button', { name: 'Create my account' }).click();
      await waitForPath(guest.page, '/dashboard');
      await guest.page.getByRole('heading', { name: 'Welcome, Neha' }).waitFor();
      expect(guest.takeProblems(), 'join page problems').toEqual([]);
    } finally {
      await guest.context.close();
    }

    await page.reload();
    await table.getByText('Neha Iyer').waitFor();
    const row = table.getByRole('row').filter({ hasText: 'Neha Iyer' });
    expect(await row.textContent()).toContain('Paralegal');
    expect(await table.getByText(invitee.email).count()).toBe(1);
    await screenshot(page, 'team-management-joined-1280');
  });

  it('a member the admin created confirms the account from the email and a texted code, then signs in', async () => {
    const admin = await loginToken(server.baseUrl, firmAdmin);
    const since = Date.now();
    await callApi(server.baseUrl, '/law_firm/team-member/create/', { body: created, token: admin });
    // The admin is still signed in from the first test.
    await page.goto('/dashboard/team-management');
    const table = page.getByRole('table', { name: 'Team members and invitations' });
    await table.getByText(/^Awaiting confirmation \(link open until/).waitFor();
    await expectAccessible(page, 'the team with a member awaiting confirmation');
    await screenshot(page, 'team-management-awaiting-1280');

    const link = await emailLink(server.dataDir, created.email, '/team/confirm', since);
    const guest = await openPage(browser, server.baseUrl, { width: 375, height: 800 });
    try {
      // Signing in before confirming is refused with the reason.
      await guest.page.goto('/login');
      await submitLogin(guest.page, created.username, created.password);
      await expectToast(guest.page, messages.accounts.confirmationPending);

      await guest.page.goto(link);
      await guest.page.getByRole('heading', { name: 'Confirm your LeXi account' }).waitFor();
      await guest.page.getByRole('button', { name: 'Send the code' }).waitFor();
      await expectAccessible(guest.page, '/team/confirm');
      const texted = Date.now();
      await guest.page.getByRole('button', { name: 'Send the code' }).click();
      await guest.page.getByText(/Enter the 6-digit code we sent to \+91 ••••••\d{4}/).waitFor();
      await screenshot(guest.page, 'team-confirm-code-375');
      await field(guest.page, 'OTP').fill(await smsOtp(server.dataDir, created.phone_number, texted));
      await guest.page.getByRole('button', { name: 'Confirm my account' }).click();
      await waitForPath(guest.page, '/login');
      await expectToast(guest.page, messages.team.own.accountConfirmed);
      await submitLogin(guest.page, created.username, created.password);
      await waitForPath(guest.page, '/dashboard');
      expect(guest.takeProblems(), 'confirm page problems').toEqual([]);
    } finally {
      await guest.context.close();
    }
  });
});
