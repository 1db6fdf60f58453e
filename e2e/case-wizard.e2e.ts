import { fillMessage, messages } from '@lexi/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, registerByApi, run, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { dismissToasts, field } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { createLitigationWorkspace, runCaseWizard } from './support/case-wizard.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

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
    await createLitigationWorkspace(page, WORKSPACE);
    await runCaseWizard(page, WORKSPACE, { atStep: checkStep });

    // The case exists: its page no longer says the details are missing, and Open goes there.
    await page.waitForURL(/\/dashboard\/litigation\/[^/]+$/);
    await page.getByRole('heading', { name: WORKSPACE }).waitFor();
    await expect
      .poll(() => page.getByText('Case details not extracted yet').count(), { timeout: 20_000 })
      .toBe(0);
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

  it('reads the parties of a caption run into the court’s heading, and names them whole on a phone', async () => {
    const l = messages.litigation;
    const name = `Iyer v Deccan ${run}`;
    await createLitigationWorkspace(page, name);
    await page.setViewportSize({ width: 375, height: 812 });
    await page
      .getByRole('button', { name: `Open ${name}` })
      .first()
      .click();
    const wizard = page.getByRole('dialog', { name: l.caseDetailsTitle });
    await field(wizard, l.own.manualFactsLabel).fill(
      [
        'IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS AT PUNE Meenakshi Venkataraman Iyer, aged 42, Kothrud, Pune ... Complainant Versus Deccan Packaging Private Limited, Hadapsar, Pune ... Accused',
        '',
        'On 12/08/2022 the accused issued cheque No. 004512 for Rs. 2,50,000 to the complainant. The cheque was returned unpaid on 20/08/2022 for insufficient funds.',
      ].join('\n'),
    );
    await wizard.getByRole('button', { name: l.extractButton }).click();
    const edit = page.getByRole('dialog', { name: l.caseDetailsEditTitle });
    const facts = await field(edit, l.own.initialFactsLabel).inputValue();
    expect(facts).toContain('1. Meenakshi Venkataraman Iyer, aged 42, Kothrud, Pune ... Complainant');
    expect(facts).not.toContain('IN THE COURT');
    await edit.getByRole('button', { name: fillMessage(l.runProduct, { product: 'LeXi' }) }).click();
    const structured = page.getByRole('dialog', { name });
    await structured.getByText(l.selectRepresenting).waitFor();
    expect(await field(structured, 'Complainant').inputValue()).toBe('Meenakshi Venkataraman Iyer');
    expect(await field(structured, 'Accused').inputValue()).toBe('Deccan Packaging Private Limited');
    // Each side's button shows its whole name at 375 px (the labels were cut: "Deccan Packaging Privat").
    for (const side of ['Victim: Meenakshi Venkataraman Iyer', 'Accused: Deccan Packaging Private Limited']) {
      const clipped = await structured
        .getByRole('button', { name: side })
        .evaluate((button) =>
          [...button.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 1),
        );
      expect(clipped, side).toBe(false);
    }
    await screenshot(page, 'case-wizard-long-names-375', { fullPage: false });
    await expectAccessible(page, 'the case wizard at 375 px, long names');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 120_000);
});
