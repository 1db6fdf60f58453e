import { readFile } from 'node:fs/promises';
import { messages } from '@lexi/shared/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByApi, run, testAccount } from './support/accounts.ts';
import { dismissToasts, expectToast, field, waitForPath } from './support/app.ts';
import { openPage, screenshot } from './support/browser.ts';
import { contractStatus, pdfFileText } from './support/contracts.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const d = messages.draft;
const owner = testAccount({
  firstName: 'Anil',
  lastName: 'Kapoor',
  phonePrefix: '97',
  password: 'monsoon-ledger-27',
});
const counterEmail = `legal.${run}@example.test`;

let server: RunningServer;
let browser: Browser;
let page: Page;
let contractPath = '';
let contractTitle = '';
let shareLink = '';
let expiryDay = '';

useBrowserSuite(async (suite) => {
  ({ server, browser, page } = suite);
  await registerByApi(server.baseUrl, owner);
  await signInAs(server, page, owner);
});

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The input of a label (Mantine's Autocomplete labels its list of options with it too). */
const input = (target: Page | Locator, label: string) =>
  field(target, label).and(target.locator('input, textarea'));

async function choose(label: string, option: string) {
  await input(page, label).click();
  await page.getByRole('option', { name: option }).click();
}

describe('drafting in a real browser', () => {
  it('drafts a contract through the two-step form and the creation progress', async () => {
    await page.getByRole('link', { name: 'Draft a contract' }).first().click();
    await waitForPath(page, '/drafts/new');
    await page.getByRole('heading', { name: 'Party 1' }).waitFor();
    await expectAccessible(page, '/drafts/new');
    await screenshot(page, 'drafting-party1-1280');

    await page.getByRole('button', { name: 'Next' }).click();
    await expectToast(page, d.fixErrorsBeforeProceeding);
    expect(await page.getByText(messages.common.required).count()).toBe(8);
    await screenshot(page, 'drafting-party1-errors-1280');
    await dismissToasts(page);

    await input(page, 'Full name').fill('Anil Kapoor');
    expect(await page.getByText(messages.common.required).count()).toBe(7);
    await input(page, 'Relation').fill('S/o');
    await page.keyboard.press('Escape');
    await input(page, "Relative's name").fill('Raj Kapoor');
    await choose('Identity proof type', 'Aadhar Card No.');
    await input(page, 'Identity proof number').fill('1234');
    await page.getByText(d.aadharLength).waitFor();
    await input(page, 'Identity proof number').fill('123412341234');
    await input(page, 'Address').fill('14 Carter Road, Bandra, Mumbai');
    await input(page, 'Phone').fill('9820012345');
    await input(page, 'Email').fill(owner.email);
    expect(await page.getByText(messages.common.required).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Party 2' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Business' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await input(page, 'Full name').inputValue()).toBe('Anil Kapoor');
    await page.getByRole('button', { name: 'Next' }).click();
    await input(page, 'Business name').fill('Sahyadri Software Pvt Ltd');
    await choose('Type of entity', 'Private Limited Company (Pvt Ltd)');
    await input(page, 'Represented by').fill('Meena Joshi');
    await input(page, 'Address').fill('3rd floor, Baner Road, Pune');
    await input(page, 'Phone').fill('9822098220');
    await input(page, 'Email').fill(counterEmail);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'The contract' }).waitFor();
    await page.getByRole('button', { name: 'Create contract' }).click();
    await expectToast(page, d.fixErrorsBeforeSaving);
    await dismissToasts(page);
    await choose('Contract type', 'Service / consultancy agreement');
    await input(page, 'What it is about').fill('Mobile app development and maintenance');
    // Started 11 months ago for 12 months: it expires within the dashboard's 90-day window.
    const start = new Date();
    start.setMonth(start.getMonth() - 11);
    await input(page, 'Term').fill('12');
    await input(page, 'Start date').fill(isoDay(start));
    await input(page, 'Contract value').fill('600000');
    await choose('State or union territory', 'Maharashtra');
    await input(page, 'City').fill('Mumbai');
    await input(page, 'Payment terms').fill('Monthly, within 15 days of invoice');
    await expectAccessible(page, '/drafts/new (contract)');
    await screenshot(page, 'drafting-contract-data-1280');
    await page.getByRole('button', { name: 'Create contract' }).click();

    const bar = page.getByRole('progressbar', { name: 'Contract creation progress' });
    await bar.waitFor();
    await expectToast(page, d.created, 30_000);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'drafting-progress-1280');
    await page.waitForURL((url) => url.pathname.startsWith('/drafts/') && url.pathname !== '/drafts/new', {
      timeout: 10_000,
    });
    contractPath = new URL(page.url()).pathname;
    await page.getByRole('textbox', { name: 'Contract text' }).waitFor();
    contractTitle = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    expect(contractTitle).not.toBe('');
    const text = await page.getByRole('textbox', { name: 'Contract text' }).textContent();
    expect(text).toContain('Sahyadri Software Pvt Ltd');
    expect(text).toContain('Anil Kapoor');
  });

  it('edits, saves and reopens the contract; downloads it as DOCX and PDF', async () => {
    await dismissToasts(page).catch(() => {});
    const editor = page.getByRole('textbox', { name: 'Contract text' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Amended by the parties in the e2e test.');
    await page.getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, d.saved);
    await expectAccessible(page, contractPath);
    await screenshot(page, 'drafting-editor-1280');

    await page.goto(contractPath);
    await page.getByRole('textbox', { name: 'Contract text' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Contract text' }).textContent()).toContain(
      'Amended by the parties in the e2e test.',
    );

    const contractId = contractPath.split('/').pop() ?? '';
    expect(await contractStatus(server.baseUrl, owner, contractId)).toBe('draft');
    await page.getByRole('button', { name: 'Download' }).click();
    // allTextContents does not wait: the menu opens with a transition.
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Word (.docx)', 'PDF']);
    const docx = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Word (.docx)' }).click();
    expect((await docx).suggestedFilename()).toMatch(/\.docx$/);

    // The PDF the server renders from the saved text (the one sent for signature): real text.
    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'PDF', exact: true }).click();
    const saved = await pdf;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    const path = (await saved.path()) ?? '';
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfFileText(path)).toContain('Sahyadri Software Pvt Ltd');
    // Downloading changes nothing: the contract is still a draft.
    expect(await contractStatus(server.baseUrl, owner, contractId)).toBe('draft');
  });

  it('shares the contract and sends the link to the counter party', async () => {
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with the counter party' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expectToast(page, messages.emohar.expiryRequired);
    const expiry = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await input(dialog, 'Link expires at').fill(`${isoDay(expiry)}T18:00`);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByLabel('Share link');
    await link.waitFor();
    shareLink = await link.inputValue();
    expect(shareLink).toMatch(/\/share-draft\?.*token=.*signature=aadhaar_emohar/);
    // The draft's party 2 email is proposed.
    expect(await dialog.getByLabel("Counter party's email").inputValue()).toBe(counterEmail);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expectToast(page, d.linkSent);
    await expectAccessible(page, 'share dialog');
    await screenshot(page, 'drafting-share-dialog-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Sharing locks the draft; it can be opened for editing again.
    await page.getByRole('button', { name: 'Make editable' }).click();
    await expectToast(page, d.nowEditable);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await dismissToasts(page);
  });

  it('lets the counter party read the link without an account', async () => {
    const counter = await openPage(browser, server.baseUrl, { width: 375, height: 800 });
    const url = new URL(shareLink);
    await counter.page.goto(`${url.pathname}${url.search}`);
    await counter.page.getByRole('heading', { level: 1, name: contractTitle }).first().waitFor();
    await counter.page.getByText('Sign with e-mohar').waitFor();
    expect(await counter.page.getByRole('article', { name: 'Contract' }).textContent()).toContain(
      'Amended by the parties in the e2e test.',
    );
    await expectAccessible(counter.page, '/share-draft');
    await screenshot(counter.page, 'drafting-shared-375');

    await counter.page.goto(`${url.pathname}${url.search.replace(/token=[^&]+/, 'token=wrong')}`);
    await counter.page.getByRole('heading', { name: 'This link cannot be opened' }).waitFor();
    await expectAccessible(counter.page, '/share-draft (invalid)');
    await screenshot(counter.page, 'drafting-shared-invalid-375');
    expect(counter.takeProblems(), 'counter party page problems').toEqual([]);
    await counter.context.close();
  });

  it('lists the contract on the dashboard with its expiry', async () => {
    await page.goto('/dashboard');
    const list = page.getByRole('region', { name: 'Contracts and drafts' });
    await list.getByRole('link', { name: contractTitle }).waitFor();
    const timeline = page.getByRole('region', { name: 'Upcoming expiries' });
    await timeline.getByText(contractTitle).waitFor();
    expiryDay = ((await timeline.textContent()) ?? '').match(/\d{1,2} \w{3} \d{4}/)?.[0] ?? '';
    expect(expiryDay).not.toBe('');
    expect(await list.textContent()).toContain(expiryDay);
    await expectAccessible(page, '/dashboard');
    await screenshot(page, 'drafting-dashboard-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, '/dashboard (375)');
    await screenshot(page, 'drafting-dashboard-375');
    await page.goto(contractPath);
    await page.getByRole('textbox', { name: 'Contract text' }).waitFor();
    await screenshot(page, 'drafting-editor-375');
    await page.goto('/drafts/new');
    await page.getByRole('heading', { name: 'Party 1' }).waitFor();
    await screenshot(page, 'drafting-party1-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
