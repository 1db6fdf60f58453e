import { fillMessage, messages } from '@lexi/shared/messages';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, registerByApi, run, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { dismissToasts, expectToast, field } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const l = messages.litigation;
const lawyer = testAccount({
  firstName: 'Meera',
  lastName: 'Joshi',
  phonePrefix: '97',
  password: 'saffron-ledger-41',
});
const WORKSPACE = `Kumar v Patil ${run}`;

let server: RunningServer;
let page: Page;
let token = '';

/** A one-page complaint with its facts, as a filing would state them. */
async function complaintPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const pdfPage = pdf.addPage([595, 842]);
  const lines = [
    'IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, PUNE',
    'Statement of facts',
    'The complainant Ravi Kumar runs a hardware shop at Kothrud, Pune.',
    'On 03/06/2022 the accused Suresh Patil bought goods worth Rs. 2,50,000 from the complainant on credit.',
    'On 12/08/2022 the accused issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank, Pune.',
    'The cheque was returned unpaid on 20/08/2022 for insufficient funds.',
    'Despite a legal notice dated 01/09/2022 the accused did not pay the amount within fifteen days.',
  ];
  lines.forEach((text, n) => {
    pdfPage.drawText(text, { x: 40, y: 800 - n * 22, size: 10, font });
  });
  return Buffer.from(await pdf.save());
}

/** Axe on the open wizard, then its screenshot at desktop width and at phone width (375 px). */
async function checkStep(name: string) {
  await expectAccessible(page, `the case wizard, ${name}`);
  await screenshot(page, `case-wizard-${name}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `case-wizard-${name}-375`);
  await expectAccessible(page, `the case wizard at 375 px, ${name}`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

useBrowserSuite(async (suite) => {
  ({ server, page } = suite);
  await registerByApi(server.baseUrl, lawyer, { accountType: 'law_firm', firmName: `Joshi Legal ${run}` });
  await signInAs(server, page, lawyer);
  token = await loginToken(server.baseUrl, lawyer);
});

describe('the case details wizard in a real browser', () => {
  it('turns an uploaded complaint into the case of a new litigation workspace', async () => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Litigation' }).click();
    await page.getByRole('button', { name: 'Create New Workspace' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create New Workspace' });
    await field(create, 'Workspace Name').fill(WORKSPACE);
    await create.getByRole('radio', { name: 'Criminal' }).check();
    await field(create, 'Client Name').fill('Ravi Kumar');
    await field(create, 'Opponent Name').fill('Suresh Patil');
    await field(create, 'Area of Law').fill('Negotiable instruments');
    await create.getByRole('button', { name: 'Create Workspace' }).click();
    await expectToast(page, l.workspaceCreated);
    await dismissToasts(page);

    // Open on a workspace without a case: the wizard, step 1.
    await page
      .getByRole('button', { name: `Open ${WORKSPACE}` })
      .first()
      .click();
    const wizard = page.getByRole('dialog', { name: l.caseDetailsTitle });
    await wizard.waitFor();
    const extract = wizard.getByRole('button', { name: l.extractButton });
    expect(await extract.isDisabled()).toBe(true);
    await page.getByTestId('case-files').setInputFiles({
      name: 'complaint.pdf',
      mimeType: 'application/pdf',
      buffer: await complaintPdf(),
    });
    await wizard.getByRole('button', { name: `Remove complaint.pdf` }).waitFor();
    await checkStep('1-files');
    await extract.click();

    // Step 2: the facts, editable.
    const edit = page.getByRole('dialog', { name: l.caseDetailsEditTitle });
    await edit.getByText(l.checkFactsWarning).waitFor();
    const facts = field(edit, l.own.initialFactsLabel);
    const extracted = await facts.inputValue();
    expect(extracted).toContain('Ravi Kumar');
    expect(extracted).toContain('Kothrud');
    await facts.fill(extracted.replace('Kothrud', 'Baner'));
    await checkStep('2-facts');
    await edit.getByRole('button', { name: fillMessage(l.runProduct, { product: 'LeXi' }) }).click();

    // Step 3: the case; a side must be chosen.
    const structured = page.getByRole('dialog', { name: WORKSPACE });
    await structured.getByText(l.selectRepresenting).waitFor();
    await checkStep('3-case');
    const victim = structured.getByRole('button', { name: /^Victim: / });
    const victimName = ((await victim.textContent()) ?? '').replace(/^Victim: /, '');
    expect(victimName).not.toBe('');
    await victim.click();
    await structured.getByText(fillMessage(l.representing, { name: victimName })).waitFor();
    expect(await victim.getAttribute('aria-pressed')).toBe('true');
    await structured
      .getByRole('button', { name: fillMessage(l.createCaseWithProduct, { product: 'LeXi' }) })
      .click();

    // The case exists: its page no longer says the details are missing, and Open goes there.
    await page.waitForURL(/\/dashboard\/litigation\/[^/]+$/);
    await page.getByRole('heading', { name: WORKSPACE }).waitFor();
    await expect.poll(() => page.getByText('Case details not extracted yet').count()).toBe(0);
    await dismissToasts(page).catch(() => {});
    const list = await callApi(server.baseUrl, '/litigation/get-litigation-workspaces/?page=1', {
      method: 'GET',
      token,
    });
    expect(list.workspaces).toMatchObject([{ workspace_name: WORKSPACE, is_case_details_extracted: true }]);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Litigation' }).click();
    await page
      .getByRole('button', { name: `Open ${WORKSPACE}` })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/litigation\/[^/]+$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  }, 300_000);
});
