import { messages } from '@lexi/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomPhone, registerByApi, run, testAccount } from './support/accounts.ts';
import { expectToast, field, waitForPath } from './support/app.ts';
import { openPage, screenshot } from './support/browser.ts';
import { emailLink } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const firmAdmin = testAccount({
  firstName: 'Vikram',
  lastName: 'Rao',
  phonePrefix: '96',
  password: 'brass-compass-58',
});
const invitee = { email: `neha.${run}@example.test`, username: `neha.${run}`, phone: randomPhone('95') };

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
      await expectAccessible(guest.page, '/team/join');
      await screenshot(guest.page, 'team-join-375');
      await field(guest.page, 'First name').fill('Neha');
      await field(guest.page, 'Last name').fill('Iyer');
      await field(guest.page, 'Username').fill(invitee.username);
      await field(guest.page, 'Country').selectOption('India');
      await field(guest.page, 'Mobile number').fill(invitee.phone);
      await field(guest.page, 'Password').fill('silver-gavel-31');
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
});
