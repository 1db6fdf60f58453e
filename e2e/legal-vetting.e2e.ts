import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { loginToken, registerByApi, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { dismissToasts, expectToast, field } from './support/app.ts';
import { openPage, type ProbedPage, screenshot } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const own = messages.lawyer.own;
const lawyer = testAccount({
  firstName: 'Nandini',
  lastName: 'Kapoor',
  phonePrefix: '95',
  password: 'banyan-courtroom-73',
});
const client = testAccount({
  firstName: 'Ravi',
  lastName: 'Menon',
  phonePrefix: '94',
  password: 'monsoon-ledger-41',
});
const allDays = [{ start: '00:00', end: '23:30' }];
const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

let server: RunningServer;
let clientPage: ProbedPage;
let lawyerPage: ProbedPage;

/** The client's page is the suite's; the lawyer's, phone-sized, a second context. */
useBrowserSuite(
  async (suite) => {
    ({ server, probe: clientPage } = suite);
    await registerByApi(server.baseUrl, lawyer, { accountType: 'lawyer' });
    await registerByApi(server.baseUrl, client);
    lawyerPage = await openPage(suite.browser, server.baseUrl, { width: 390, height: 844 });
  },
  { page: { width: 1280, height: 900 } },
);

/** The newest .eml to `email` with a text/calendar part, and that part decoded. */
async function calendarMailTo(email: string): Promise<string> {
  const dir = join(server.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const name of (await readdir(dir))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse()) {
      const eml = await readFile(join(dir, name), 'utf8');
      if (!new RegExp(`^To:.*${email.replace(/\./g, '\\.')}`, 'im').test(eml)) continue;
      const part = eml.match(
        /Content-Type: text\/calendar[^\n]*\n(?:[ \t][^\n]*\n)*((?:[A-Za-z-]+:[^\n]*\n(?:[ \t][^\n]*\n)*)*)\n([\s\S]*?)\n--/i,
      );
      if (!part) continue;
      const headers = part[1] ?? '';
      const body = part[2] ?? '';
      if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
        return body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      }
      return body;
    }
    if (Date.now() > deadline) throw new Error(`no calendar mail to ${email}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function expectClean(probe: ProbedPage, name: string) {
  await expectAccessible(probe.page, name);
  expect(probe.takeProblems(), `CSP and console on ${name}`).toEqual([]);
}

describe('legal vetting in the browser', () => {
  it('a user picks a lawyer and books a slot; both see the meeting and get the invitation', async () => {
    // The lawyer signs in (second context, phone-sized) and writes a profile through the API.
    await signInAs(server, lawyerPage.page, lawyer);
    await callApi(server.baseUrl, '/legal_vetting/profile/', {
      token: await loginToken(server.baseUrl, lawyer),
      body: {
        practice_areas: ['Contracts', 'Real estate'],
        jurisdictions: ['India'],
        languages: ['English', 'Malayalam'],
        years_experience: 9,
        fee_amount: 3000,
        fee_currency: 'INR',
        bio: 'Leases and supplier agreements in Kerala and Karnataka.',
        time_zone: 'Asia/Kolkata',
        weekly_hours: Object.fromEntries(weekDays.map((day) => [day, allDays])),
        date_overrides: [],
        meeting_minutes: 60,
        buffer_minutes: 0,
        min_notice_minutes: 60,
        accepts_requests: true,
      },
    });

    // The user finds the lawyer from the dashboard and chooses them.
    const page = clientPage.page;
    await signInAs(server, page, client);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Legal vetting' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legal vetting' }).waitFor();
    await page.getByText('Leases and supplier agreements in Kerala and Karnataka.').waitFor();
    await page.getByRole('combobox', { name: 'Jurisdiction' }).click();
    await page.getByRole('option', { name: 'India' }).click();
    await page.getByRole('button', { name: 'Choose Nandini Kapoor' }).click();
    await expectToast(page, own.assigned('Nandini Kapoor'));
    await dismissToasts(page);

    // A free slot, shown in the browser's zone, is booked with a purpose and a message.
    const booking = page.getByRole('heading', { name: 'Book a meeting with Nandini Kapoor' });
    await booking.waitFor();
    const firstDay = page
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: /^\d\d:\d\d$/ }) })
      .first();
    const slotButton = firstDay.getByRole('button', { name: /^\d\d:\d\d$/ }).first();
    const slotTime = (await slotButton.textContent()) ?? '';
    await slotButton.click();
    await field(page, 'Purpose of the meeting').fill('Review of a shop lease');
    await field(page, 'Message to the lawyer').fill('Clause 4 on the deposit worries me.');
    await screenshot(page, 'legal-vetting-booking');
    await expectClean(clientPage, '/legal-vetting (booking)');
    await page.getByRole('button', { name: 'Book meeting' }).click();
    await expectToast(page, own.meetingBooked);
    const mine = page.getByRole('heading', { name: 'Your meetings' }).locator('xpath=..');
    await mine.getByText(new RegExp(`^${slotTime}–\\d\\d:\\d\\d with Nandini Kapoor$`)).waitFor();
    await dismissToasts(page);
    await screenshot(page, 'legal-vetting-booked');
    await expectClean(clientPage, '/legal-vetting (booked)');

    // The invitation with its calendar file is in the outbox for both sides.
    for (const email of [client.email, lawyer.email]) {
      const ics = await calendarMailTo(email);
      expect(ics).toContain('BEGIN:VCALENDAR\r\n');
      expect(ics).toContain('METHOD:REQUEST\r\n');
      expect(ics).toMatch(/\r\nUID:meeting-[0-9a-f-]{36}@lexi\r\n/);
      expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(ics).toContain(`ATTENDEE;CN="Ravi Menon"`);
    }

    // The lawyer sees it on the dashboard and in the desk's calendar.
    const desk = lawyerPage.page;
    await desk.goto('/dashboard');
    const upcoming = desk.getByRole('region', { name: 'Upcoming meetings' });
    await upcoming.getByText(/with Ravi Menon$/).waitFor();
    await screenshot(desk, 'legal-vetting-lawyer-dashboard');
    await expectClean(lawyerPage, '/dashboard (lawyer)');
    await upcoming.getByRole('link', { name: 'All meetings' }).click();
    await desk.getByRole('tab', { name: 'Calendar (1)' }).click();
    await desk.getByText(/with Ravi Menon$/).waitFor();
    await screenshot(desk, 'legal-vetting-lawyer-desk');
    await expectClean(lawyerPage, '/lawyer-desk');
    // The profile as written through the API, with the weekly hours, in the desk's form.
    await desk.getByRole('tab', { name: 'Profile and hours' }).click();
    await desk.getByRole('textbox', { name: 'Monday range 1 from' }).waitFor();
    expect(await desk.getByRole('textbox', { name: 'Monday range 1 to' }).inputValue()).toBe('23:30');
    await screenshot(desk, 'legal-vetting-lawyer-profile');
    await expectClean(lawyerPage, '/lawyer-desk (profile)');
  }, 120_000);
});
