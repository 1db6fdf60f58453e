import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { signingInvitation } from '@lexi/shared/api/signing-offer';
import { messages } from '@lexi/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByApi, run, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { dismissToasts, expectToast, field, waitForPath } from './support/app.ts';
import { openPage, screenshotDir } from './support/browser.ts';
import { mailText } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const owner = testAccount({
  firstName: 'Kavya',
  lastName: 'Nair',
  phonePrefix: '95',
  password: 'monsoon-ledger-47',
});
const counterPartyEmail = `legal.${run}@kaveri.example`;

let server: RunningServer;
let browser: Browser;
let page: Page;
let contractId = '';

/** A saved draft of the owner, made through the India drafting call the two-step form uses. */
async function draftByApi(): Promise<string> {
  const session = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('lexi-session'))) ?? '{}',
  );
  const answer = await callApi(server.baseUrl, '/ai_contract_creation', {
    token: session.state.authToken,
    body: {
      formData: {
        type1: 'Individual',
        name1: 'Kavya Nair',
        relation1: 'D/o',
        rel_name1: 'Suresh Nair',
        add_proof1: 'Aadhar Card No.',
        add_proof_no1: '123456789012',
        address1: '12 MG Road, Bengaluru 560001',
        phone1: owner.phone,
        email1: owner.email,
        type2: 'Business',
        bname2: 'Kaveri Foods Private Limited',
        type_of_entity2: 'Private Limited Company',
        brel_name2: 'Vikram Shah',
        baddress2: '4 Residency Road, Bengaluru 560025',
        bphone2: '9123456780',
        bemail2: counterPartyEmail,
      },
      contractData: {
        contract_type: 'service_consultancy',
        purpose: 'Bookkeeping and payroll services',
        start_date: '2026-04-01',
        term_length: 12,
        term_unit: 'months',
        contract_value: 1200000,
        payment_terms: 'Monthly, within 15 days of invoice',
        governing_state: 'Karnataka',
        governing_city: 'Bengaluru',
      },
      is_credit: true,
    },
  });
  return String(answer.id);
}

/** The app's colour scheme as its toggle saves it, applied by a reload. */
async function setScheme(scheme: 'light' | 'dark') {
  await page.evaluate((value) => window.localStorage.setItem('mantine-color-scheme-value', value), scheme);
  await page.emulateMedia({ colorScheme: scheme });
  await page.reload();
}

/** Opens Send for signature on the editor and sends with 2-factor e-sign (again: the same document). */
async function sendWithTwoFactor() {
  await page.getByRole('button', { name: 'Send for signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for signature' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: /2-factor e-sign/ }).check();
  const expiry = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const local = new Date(expiry.getTime() - expiry.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await field(dialog, 'Signing link expires at').fill(local);
  await field(dialog, "Counter party's email (optional)").fill(counterPartyEmail);
  await dialog.getByRole('button', { name: 'Send for signature' }).click();
  await dialog.getByText('Sent for signature', { exact: true }).waitFor({ timeout: 30_000 });
  await expectToast(page, messages.draft.own.sentForSignatureMailed);
  await dismissToasts(page);
  return dialog;
}

useBrowserSuite(async (suite) => {
  ({ server, browser, page } = suite);
  await mkdir(screenshotDir, { recursive: true });
  await registerByApi(server.baseUrl, owner);
  await signInAs(server, page, owner);
  contractId = await draftByApi();
});

describe('send for signature in a real browser', () => {
  it("shows the owner their own way to sign, apart from the counter party's link, in every look", async () => {
    let counterPartyLink = '';
    const since = Date.now();
    for (const scheme of ['light', 'dark'] as const) {
      await page.goto(`/drafts/${contractId}`);
      await setScheme(scheme);
      await page.getByRole('button', { name: 'Send for signature' }).waitFor();
      const dialog = await sendWithTwoFactor();
      const link = dialog.getByLabel('Link for the counter party');
      counterPartyLink = await link.inputValue();
      expect(counterPartyLink).toMatch(/\/e_mohar\/sign-multi-party\?id=.+&token=.+/);
      const mine = dialog.getByRole('link', { name: 'Sign it yourself' });
      expect(await mine.getAttribute('href')).toMatch(/^\/e_mohar\?id=[0-9a-f-]{36}$/);
      await dialog
        .getByText(`What the counter party reads: ${signingInvitation({ kind: 'sign_now', method: '2fa' })}`)
        .waitFor();
      for (const width of [1280, 375]) {
        // Tall enough that the whole dialog, result included, is in view.
        await page.setViewportSize({ width, height: 1500 });
        // The dialog is what this test is about; the editor behind it has its own checks.
        await expectAccessible(page, `send-for-signature result (${scheme}, ${width})`, '[role="dialog"]');
        // The dialog only: a full page would be the whole contract behind it.
        await dialog.screenshot({
          path: join(screenshotDir, `send-for-signature-result-${width}-${scheme}.png`),
        });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.keyboard.press('Escape');
    }
    await setScheme('light');

    // The email the counter party got says what their page says.
    const mail = await mailText(server.dataDir, counterPartyEmail, since);
    expect(mail).toContain(counterPartyLink);
    expect(mail).toContain(signingInvitation({ kind: 'sign_now', method: '2fa' }));

    // "Sign it yourself" opens the owner's own e-mohar page, never the counter party's link.
    await page.goto(`/drafts/${contractId}`);
    const dialog = await sendWithTwoFactor();
    await dialog.getByRole('link', { name: 'Sign it yourself' }).click();
    await waitForPath(page, '/e_mohar');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();

    // The counter party's page names the same method, locked by the sender.
    const guest = await openPage(browser, server.baseUrl, { width: 375, height: 800 });
    const url = new URL(counterPartyLink);
    await guest.page.goto(`${url.pathname}${url.search}`);
    await guest.page.getByRole('heading', { name: /Review and sign/ }).waitFor();
    await guest.page.getByText(signingInvitation({ kind: 'sign_now', method: '2fa' })).waitFor();
    await guest.page.getByText('The sender asks you to sign with 2-factor e-sign').waitFor();
    await expectAccessible(guest.page, 'counter party page of a contract sent for signature');
    expect(guest.takeProblems(), 'counter party page problems').toEqual([]);
    await guest.context.close();
  });
});
