import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@lexi/shared/messages';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByApi, run, testAccount } from './support/accounts.ts';
import { dismissToasts, expectToast, field, waitForPath } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { fillIdentity, placeSignature, signInSandbox } from './support/emohar.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const owner = testAccount({
  firstName: 'Nandini',
  lastName: 'Rao',
  phonePrefix: '97',
  password: 'monsoon-ledger-41',
});
/** Not the account's address: it has just received its verification code (one code a minute). */
const signer = { name: 'Nandini Rao', digits: '2468', email: `nandini.sign.${run}@example.test` };
const title = 'Warehouse lease';

/** The sandbox sign-session pages name no icon: Chromium's 404 for /favicon.ico is not the app's. */
const isFaviconMiss = (problem: string) => /status of 404 .*\/favicon\.ico\)$/.test(problem);

let server: RunningServer;
let page: Page;
let workDir: string;
let pdfPath: string;
let documentId = '';

async function makePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Warehouse lease. Signed below.', { x: 60, y: 760, size: 18, font });
  return doc.save();
}

/** The status filter of the inbox: open it and pick one. */
async function chooseStatus(label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

useBrowserSuite(
  async (suite) => {
    ({ server, page } = suite);
    workDir = await mkdtemp(join(tmpdir(), 'lexi-documents-e2e-'));
    pdfPath = join(workDir, `${title}.pdf`);
    await writeFile(pdfPath, await makePdf());
    await registerByApi(server.baseUrl, owner);
    await signInAs(server, page, owner);
  },
  { tolerate: isFaviconMiss },
);

describe('the documents inbox in a real browser', () => {
  it('shows an empty account what to do next, in light and dark, wide and narrow', async () => {
    await page.goto('/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await page.getByText('No documents yet').waitFor();
    expect(await page.title()).toBe('Documents · LeXi');
    await expectAccessible(page, '/documents empty (light)');
    await screenshot(page, 'documents-empty-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'documents-empty-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.getByText('No documents yet').waitFor();
    await expectAccessible(page, '/documents empty (dark)');
    await screenshot(page, 'documents-empty-dark-1280');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('signs a new document alone from the inbox and lists it sealed', async () => {
    await page.goto('/documents');
    await page.getByRole('link', { name: 'New e-mohar document' }).first().click();
    await waitForPath(page, '/e_mohar');
    await page.getByRole('heading', { name: 'Upload the document' }).waitFor();
    await page.getByRole('radio', { name: 'Sign it myself' }).click();
    await page.locator('input[type="file"]').setInputFiles(pdfPath);
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contract details' });
    await dialog.waitFor();
    // Signing alone asks for no counter party.
    expect(await field(dialog, 'Counter party name').count()).toBe(0);
    await field(dialog, 'Contract type').fill('Lease agreement');
    await field(dialog, 'Expiry date').fill('2030-06-30');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expectToast(page, messages.emohar.own.selfDetailsAdded);
    await dialog.waitFor({ state: 'detached' });
    await dismissToasts(page);

    await placeSignature(page, 1);
    await fillIdentity(page, signer);
    const since = Date.now();
    await page.getByRole('button', { name: 'Sign the document' }).click();
    await signInSandbox(page, server, signer, since);
    await waitForPath(page, '/e_mohar/signed', 20_000);
    await page.getByText('Sealed', { exact: true }).first().waitFor({ timeout: 20_000 });
    documentId = new URL(page.url()).searchParams.get('id') ?? '';

    // The signed page leads back to the inbox, where the document is sealed.
    await page.getByRole('link', { name: 'All documents' }).click();
    await waitForPath(page, '/documents');
    const table = page.getByRole('table', { name: 'Your documents' });
    const row = table.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('Sealed', { exact: true }).waitFor();
    await row.getByText('Nandini Rao', { exact: true }).waitFor();
    await row.getByText('30 Jun 2030').waitFor();
    await expectAccessible(page, '/documents with a sealed document (light)');
    await screenshot(page, 'documents-sealed-1280');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await table.getByText(title).waitFor();
    await expectAccessible(page, '/documents with a sealed document (dark)');
    await screenshot(page, 'documents-sealed-dark-1280');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('list', { name: 'Your documents' }).getByText(title).waitFor();
    await expectAccessible(page, '/documents at 375 px');
    await screenshot(page, 'documents-sealed-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('opens the signed page from the inbox, archives it, finds it archived, and it still verifies', async () => {
    await page.goto('/documents');
    await page
      .getByRole('table', { name: 'Your documents' })
      .getByRole('link', { name: title, exact: true })
      .click();
    await waitForPath(page, '/e_mohar/signed');
    expect(new URL(page.url()).searchParams.get('id')).toBe(documentId);
    await page.getByText(/until at least/).waitFor();

    await page.getByRole('button', { name: `Archive ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive this document?' });
    await expectAccessible(page, 'archive dialog');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, messages.documents.own.archived);
    await page.getByRole('button', { name: `Unarchive ${title}` }).waitFor();
    await dismissToasts(page);
    await expectAccessible(page, '/e_mohar/signed archived');
    await screenshot(page, 'documents-signed-archived-1280');

    // Downloads keep working once archived.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the sealed PDF' }).click();
    const sealedPath = join(workDir, 'sealed.pdf');
    await (await download).saveAs(sealedPath);

    await page.getByRole('link', { name: 'All documents' }).click();
    await waitForPath(page, '/documents');
    await page.getByText('No documents yet').waitFor();
    await chooseStatus('Archived');
    const row = page
      .getByRole('table', { name: 'Your documents' })
      .getByRole('row')
      .filter({ hasText: title });
    await row.getByText('Archived', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('archived');
    await expectAccessible(page, '/documents?status=archived');
    await screenshot(page, 'documents-archived-1280');

    await page.goto(`/verify/${documentId}`);
    await page.getByRole('heading', { name: 'Verify a signed document' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(sealedPath);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Authentic').waitFor();
  });
});
