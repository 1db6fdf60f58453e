import { messages } from '@lexi/shared/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByApi, run, type TestAccount, testAccount } from './support/accounts.ts';
import { dismissToasts, expectToast, field } from './support/app.ts';
import { openPage, type ProbedPage, screenshot } from './support/browser.ts';
import { contractStatus, pdfFileText } from './support/contracts.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const d = messages.draft;

/** What each country's draft is made of: the party, the business, the contract and what it must say. */
const countries = {
  us: {
    account: testAccount({
      firstName: 'Jordan',
      lastName: 'Miller',
      phonePrefix: '51',
      password: 'prairie-ledger-41',
      country: 'USA',
      countryCode: '+1',
    }),
    phone: '(512) 555-0100',
    entity: 'Limited Liability Company (LLC)',
    business: 'Lone Star Analytics LLC',
    contractType: 'Lease agreement',
    title: 'Lease Agreement',
    stateLabel: 'State',
    state: 'Texas',
    law: 'governed by the laws of the State of Texas',
    identity: null,
  },
  uk: {
    account: testAccount({
      firstName: 'Oliver',
      lastName: 'Bennett',
      phonePrefix: '77',
      password: 'thames-ledger-58',
      country: 'UK',
      countryCode: '+44',
    }),
    phone: '07700 900123',
    entity: 'Private Limited Company (Ltd)',
    business: 'Thames Digital Ltd',
    contractType: 'Licence to occupy',
    title: 'Licence to Occupy',
    stateLabel: 'Governing law',
    state: 'Scotland',
    law: 'Scots law',
    identity: { document: 'National Insurance number', number: 'AB 12 34 56 C', inText: 'XXXXX456C' },
  },
} as const;
type Country = keyof typeof countries;

let server: RunningServer;
/**
 * The US account works in the suite's light page (checked for CSP and console errors after each
 * test), the UK account in a dark page of its own (checked at the end).
 */
const pages: Partial<Record<Country, Page>> = {};
let ukProbe: ProbedPage;

useBrowserSuite(async (s) => {
  server = s.server;
  pages.us = s.page;
  for (const c of Object.values(countries)) await registerByApi(server.baseUrl, c.account);
  await signInAs(server, s.page, countries.us.account);
  ukProbe = await openPage(s.browser, server.baseUrl, { colorScheme: 'dark' });
  pages.uk = ukProbe.page;
  await signInAs(server, ukProbe.page, countries.uk.account);
});

const input = (target: Page | Locator, label: string) =>
  field(target, label).and(target.locator('input, textarea'));

async function choose(page: Page, label: string, option: string) {
  await input(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Screenshots of the page at 1280 and 375 px wide, with axe at both widths. */
async function lookAt(page: Page, name: string, what: string) {
  await expectAccessible(page, `${what} (1280)`);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, `${what} (375)`);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function draftAbroad(country: Country, account: TestAccount): Promise<string> {
  const c = countries[country];
  const page = pages[country] as Page;
  await page.goto('/drafts/new');
  await page.getByRole('heading', { name: 'Party 1' }).waitFor();
  for (const indian of ['Relation', "Relative's name", 'Identity proof type', 'Identity proof number']) {
    expect(await input(page, indian).count(), `${indian} in ${country}`).toBe(0);
  }
  expect(await page.getByText('Aadhar').count()).toBe(0);
  expect(await input(page, 'Identity document').inputValue()).toBe('None');
  await lookAt(page, `drafting-${country}-party1`, `/drafts/new party 1 (${country})`);

  await input(page, 'Full name').fill(`${account.firstName} ${account.lastName}`);
  if (c.identity) {
    await choose(page, 'Identity document', c.identity.document);
    await input(page, 'Document number').fill('QQ123456C');
    await page.getByText(d.own.nationalInsuranceInvalid).waitFor();
    await input(page, 'Document number').fill(c.identity.number);
  }
  await input(page, 'Address').fill('10 King Street');
  await input(page, 'Phone').fill('12345');
  await page.getByText(country === 'us' ? d.own.usPhoneInvalid : d.own.ukPhoneInvalid).waitFor();
  await input(page, 'Phone').fill(c.phone);
  await input(page, 'Email').fill(account.email);
  expect(await page.getByText(messages.common.required).count()).toBe(0);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Party 2' }).waitFor();
  await input(page, 'Business name').fill(c.business);
  await choose(page, 'Type of entity', c.entity);
  await input(page, 'Represented by').fill('Maria Garcia');
  await input(page, 'Address').fill('500 West 2nd Street');
  await input(page, 'Phone').fill(c.phone);
  await input(page, 'Email').fill(`legal.${country}.${run}@example.test`);
  await lookAt(page, `drafting-${country}-party2`, `/drafts/new party 2 (${country})`);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'The contract' }).waitFor();
  await choose(page, 'Contract type', c.contractType);
  await input(page, 'Start date').fill('2026-04-01');
  await input(page, 'Term').fill('12');
  await choose(page, c.stateLabel, c.state);
  await lookAt(page, `drafting-${country}-contract-data`, `/drafts/new contract (${country})`);
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expectToast(page, d.created, 30_000);
  await page.waitForURL((url) => /^\/drafts\/(?!new)/.test(url.pathname), { timeout: 10_000 });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe.each(['us', 'uk'] as const)('a %s account drafting', (country) => {
  const c = countries[country];
  let id = '';

  it('drafts a contract with no relation and no Aadhaar, and opens it in the editor', async () => {
    id = await draftAbroad(country, c.account);
    const page = pages[country] as Page;
    const editor = page.getByRole('textbox', { name: 'Contract text' });
    await editor.waitFor();
    await page.getByRole('heading', { level: 1, name: c.title }).first().waitFor();
    const text = (await editor.textContent()) ?? '';
    expect(text).toContain(`${c.account.firstName} ${c.account.lastName}, an individual residing at`);
    expect(text).toContain(c.business);
    expect(text).toContain(c.law);
    expect(text).not.toMatch(/\b[SDW]\/o\b|Aadhar|Voter ID/);
    if (c.identity) expect(text).toContain(c.identity.inText);
    else expect(text).not.toContain('holder of');
    await dismissToasts(page);
    await lookAt(page, `drafting-${country}-editor`, `editor (${country})`);
  });

  it('downloads Word and PDF without changing the status', async () => {
    const page = pages[country] as Page;
    expect(await contractStatus(server.baseUrl, c.account, id)).toBe('draft');
    await page.getByRole('button', { name: 'Download' }).click();
    const docx = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Word (.docx)' }).click();
    expect((await docx).suggestedFilename()).toBe(`${c.title}.docx`);

    await page.getByRole('button', { name: 'Download' }).click();
    await expectAccessible(page, `download menu (${country})`);
    const pdf = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'PDF', exact: true }).click();
    const file = await pdf;
    expect(file.suggestedFilename()).toBe(`${c.title}.pdf`);
    const text = await pdfFileText((await file.path()) ?? '');
    expect(text).toContain(c.business);
    expect(text).toContain(c.law);
    expect(await contractStatus(server.baseUrl, c.account, id)).toBe('draft');
    expect(await page.getByRole('button', { name: 'Save final PDF' }).isVisible()).toBe(true);
    if (country === 'uk') expect(ukProbe.takeProblems(), 'UK page problems').toEqual([]);
  });
});
