import { fillMessage, messages } from '@lexi/shared/messages';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dismissToasts, expectToast, field } from './app.ts';

const l = messages.litigation;

/** A one-page complaint with its facts, as a filing would state them. */
export async function complaintPdf(): Promise<Buffer> {
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

/** From the dashboard's Litigation tab: a new criminal workspace of Ravi Kumar against Suresh Patil. */
export async function createLitigationWorkspace(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Litigation' }).click();
  await page.getByRole('button', { name: 'Create New Workspace' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create New Workspace' });
  await field(create, 'Workspace Name').fill(name);
  await create.getByRole('radio', { name: 'Criminal' }).check();
  await field(create, 'Client Name').fill('Ravi Kumar');
  await field(create, 'Opponent Name').fill('Suresh Patil');
  await field(create, 'Area of Law').fill('Negotiable instruments');
  await create.getByRole('button', { name: 'Create Workspace' }).click();
  await expectToast(page, l.workspaceCreated);
  await dismissToasts(page);
}

export interface WizardOptions {
  /** Called on each step once it shows (axe, screenshots). */
  atStep?: (name: '1-files' | '2-facts' | '3-case') => Promise<void>;
}

/**
 * Opens the workspace (not yet extracted, so the wizard opens), uploads the complaint, extracts,
 * edits a fact, runs LeXi, represents the victim and presses Create Case with LeXi.
 */
export async function runCaseWizard(page: Page, workspaceName: string, options: WizardOptions = {}) {
  const atStep = options.atStep ?? (async () => {});
  await page
    .getByRole('button', { name: `Open ${workspaceName}` })
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
  await wizard.getByRole('button', { name: 'Remove complaint.pdf' }).waitFor();
  await atStep('1-files');
  await extract.click();

  // Step 2: the facts, editable.
  const edit = page.getByRole('dialog', { name: l.caseDetailsEditTitle });
  await edit.getByText(l.checkFactsWarning).waitFor();
  const facts = field(edit, l.own.initialFactsLabel);
  const extracted = await facts.inputValue();
  expect(extracted).toContain('Ravi Kumar');
  expect(extracted).toContain('Kothrud');
  await facts.fill(extracted.replace('Kothrud', 'Baner'));
  await atStep('2-facts');
  await edit.getByRole('button', { name: fillMessage(l.runProduct, { product: 'LeXi' }) }).click();

  // Step 3: the case; a side must be chosen.
  const structured = page.getByRole('dialog', { name: workspaceName });
  await structured.getByText(l.selectRepresenting).waitFor();
  await atStep('3-case');
  const victim = structured.getByRole('button', { name: /^Victim: / });
  const victimName = ((await victim.textContent()) ?? '').replace(/^Victim: /, '');
  expect(victimName).not.toBe('');
  await victim.click();
  await structured.getByText(fillMessage(l.representing, { name: victimName })).waitFor();
  expect(await victim.getAttribute('aria-pressed')).toBe('true');
  await structured
    .getByRole('button', { name: fillMessage(l.createCaseWithProduct, { product: 'LeXi' }) })
    .click();
  return { victimName };
}
