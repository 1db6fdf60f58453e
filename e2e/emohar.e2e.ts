import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@lexi/shared/messages';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomPhone, registerByApi, run, testAccount } from './support/accounts.ts';
import { dismissToasts, expectToast, field, waitForPath } from './support/app.ts';
import { openPage, screenshot, screenshotDir } from './support/browser.ts';
import { fillIdentity, placeSignature, signInSandbox } from './support/emohar.ts';
import { mailWithPdf } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const owner = testAccount({
  firstName: 'Meera',
  lastName: 'Iyer',
  phonePrefix: '96',
  password: 'saffron-window-58',
});
const counterParty = {
  name: 'Ravi Menon',
  digits: '4321',
  email: `ravi.${run}@example.test`,
  /** A UK mobile: the SMS must go to +44, never to a guessed +91. */
  countryCode: '+44',
  mobile: randomPhone('79'),
};
/**
 * The owner signs with addresses other than the account's: one OTP a minute per address, and the
 * account's address has just received its verification code.
 */
const ownerSingle = { name: 'Meera Iyer', digits: '1234', email: `meera.single.${run}@example.test` };
const ownerMulti = { name: 'Meera Iyer', digits: '1234', email: `meera.multi.${run}@example.test` };
/** The owner once more, with her name as written in Devanagari. */
const ownerHindi = { name: 'मीरा अय्यर', digits: '1234', email: `meera.hindi.${run}@example.test` };

let server: RunningServer;
let browser: Browser;
let page: Page;
let workDir: string;
let pdfPath: string;
/** The single-party document of the second test, whose signed page the third test starts from. */
let singleId = '';

const hasTool = (tool: string) => ['/usr/bin', '/usr/local/bin'].some((dir) => existsSync(join(dir, tool)));

/** A two-page contract; the second page carries /Rotate 90, as scanned landscape pages often do. */
async function makeContractPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([595, 842]);
  first.drawText('Lease agreement', { x: 60, y: 760, size: 24, font });
  first.drawText('Between Meera Iyer and Ravi Menon. Signed below.', { x: 60, y: 720, size: 12, font });
  const second = doc.addPage([595, 842]);
  second.setRotation(degrees(90));
  second.drawText('Schedule A (landscape)', { x: 60, y: 760, size: 18, font });
  return doc.save();
}

/**
 * Uploads the test PDF for the given party and fills the details dialog that opens by default:
 * a document signed alone has no counter party to name.
 */
async function uploadAndDescribe(party: 'Sign it myself' | 'Share with a counter party', shots?: string) {
  await page.goto('/e_mohar');
  await page.getByRole('heading', { name: 'Upload the document' }).waitFor();
  await page.getByRole('radio', { name: party }).click();
  await page.locator('input[type="file"]').setInputFiles(pdfPath);
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contract details' });
  await dialog.waitFor();
  const alone = party === 'Sign it myself';
  expect(await field(dialog, 'Counter party name').count()).toBe(alone ? 0 : 1);
  if (!alone) await field(dialog, 'Counter party name').fill(counterParty.name);
  await field(dialog, 'Contract type').fill('Lease agreement');
  await field(dialog, 'Expiry date').fill('2027-03-31');
  if (shots) await eachLook(page, shots, () => expectAccessible(page, `${shots} dialog`));
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expectToast(page, alone ? messages.emohar.own.selfDetailsAdded : messages.emohar.detailsAdded);
  await dialog.waitFor({ state: 'detached' });
  await dismissToasts(page);
  await page
    .getByText(
      alone
        ? 'Lease agreement, signed by you alone, ends 31 Mar 2027'
        : `Lease agreement with ${counterParty.name}, ends 31 Mar 2027`,
    )
    .waitFor();
}

/**
 * The colour scheme: the browser's (which the server-rendered sandbox pages follow) and the app's,
 * set the way Mantine sets it (the attribute on <html>), so that an open dialog stays open.
 */
async function setScheme(target: Page, scheme: 'light' | 'dark') {
  await target.emulateMedia({ colorScheme: scheme });
  await target.evaluate((value) => {
    if (!document.documentElement.hasAttribute('data-mantine-color-scheme')) return;
    document.documentElement.setAttribute('data-mantine-color-scheme', value);
  }, scheme);
}

/**
 * Screenshots of the page as it is at 1280 and 375 px, light and dark (`<name>-<width>-<scheme>`),
 * with `check` (axe) in each.
 */
async function eachLook(target: Page, name: string, check: () => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(target, scheme);
    for (const width of [1280, 375]) {
      await target.setViewportSize({ width, height: 800 });
      await check();
      await screenshot(target, `${name}-${width}-${scheme}`);
    }
  }
  await setScheme(target, 'light');
  await target.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The fonts Chromium drew an element's text with (DevTools' CSS.getPlatformFontsForNode), so a
 * test can tell the served web font from a system font that happens to have the script.
 */
async function fontsDrawing(target: Page, text: string): Promise<{ family: string; web: boolean }[]> {
  await target.evaluate((wanted) => {
    const element = [...document.querySelectorAll('body *')].find(
      (candidate) => candidate.children.length === 0 && candidate.textContent?.trim() === wanted,
    );
    element?.setAttribute('data-font-probe', '');
  }, text);
  const cdp = await target.context().newCDPSession(target);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    if (!nodeId) throw new Error(`no element shows exactly "${text}"`);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont }));
  } finally {
    await cdp.detach();
  }
}

useBrowserSuite(async (suite) => {
  ({ server, browser, page } = suite);
  workDir = await mkdtemp(join(tmpdir(), 'lexi-emohar-e2e-'));
  pdfPath = join(workDir, 'lease-agreement.pdf');
  await writeFile(pdfPath, await makeContractPdf());
  await registerByApi(server.baseUrl, owner);
  await signInAs(server, page, owner);
});

describe('e-mohar in a real browser', () => {
  it('leads from the dashboard to e-mohar and refuses a file that is not a PDF', async () => {
    await page.getByRole('link', { name: 'Sign a document (e-mohar)' }).click();
    await waitForPath(page, '/e_mohar');
    await page.getByRole('heading', { name: 'Upload the document' }).waitFor();
    await expectAccessible(page, '/e_mohar');
    await screenshot(page, 'emohar-upload-1280');
    // "Who signs?": the chosen card is marked (border, background, check mark), in every look.
    const alone = page.getByRole('radio', { name: 'Sign it myself' });
    const shared = page.getByRole('radio', { name: 'Share with a counter party' });
    expect(await alone.getAttribute('data-checked')).not.toBeNull();
    const whoSigns = page.getByRole('radiogroup', { name: 'Who signs?' });
    const lookOf = (card: typeof alone) =>
      card.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.borderTopColor} ${style.backgroundColor}`;
      });
    expect(await lookOf(alone)).not.toBe(await lookOf(shared));
    await eachLook(page, 'emohar-who-signs-alone', () => expectAccessible(page, 'Who signs? (alone)'));
    await shared.click();
    expect(await shared.getAttribute('data-checked')).not.toBeNull();
    expect(await alone.getAttribute('data-checked')).toBeNull();
    await whoSigns.waitFor();
    await eachLook(page, 'emohar-who-signs-shared', () => expectAccessible(page, 'Who signs? (shared)'));
    await alone.click();
    const notPdf = join(workDir, 'notes.pdf');
    await writeFile(notPdf, 'just some text');
    await page.locator('input[type="file"]').setInputFiles(notPdf);
    await page.getByText('This file is not a PDF. Upload the document as a PDF file.').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'emohar-upload-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('uploads, adds details, places the signature and signs alone through the sandbox; the sealed PDF verifies', async () => {
    await uploadAndDescribe('Sign it myself', 'emohar-details-alone');
    await placeSignature(page, 1);
    await expectAccessible(page, '/e_mohar placement view');
    await screenshot(page, 'emohar-placement-1280');

    await fillIdentity(page, ownerSingle);
    // The upload stored the document's id; read it before the click, which leaves the page for the
    // signing service (reading after it raced the navigation).
    const documentId = (await page.evaluate(() => window.localStorage.getItem('lexi-emohar')))?.match(
      /"emoharSinglePartyFile":"([^"]+)"/,
    )?.[1];
    expect(documentId).toBeTruthy();
    const since = Date.now();
    await page.getByRole('button', { name: 'Sign the document' }).click();
    await signInSandbox(page, server, ownerSingle, since, {
      cancel: `${server.baseUrl}/e_mohar?id=${documentId}`,
      each: (step) =>
        eachLook(page, `emohar-sandbox-owner-${step}`, () => expectAccessible(page, `sandbox ${step} page`)),
    });

    await waitForPath(page, '/e_mohar/signed', 20_000);
    await page.getByRole('heading', { name: 'Signed document' }).waitFor();
    await page.getByText('Sealed', { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.getByText('Chain intact').waitFor();
    await expectAccessible(page, '/e_mohar/signed');
    await screenshot(page, 'emohar-signed-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the sealed PDF' }).click();
    const sealedPath = join(workDir, 'sealed-single.pdf');
    await (await download).saveAs(sealedPath);
    const sealed = await readFile(sealedPath);
    expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');

    if (hasTool('pdfsig')) {
      const report = execFileSync('pdfsig', [sealedPath], { encoding: 'utf8' });
      expect(report).toContain('Signature is Valid');
      expect(report).not.toMatch(/Digest Mismatch|Signature is Invalid/i);
    }
    if (hasTool('pdftoppm')) {
      const pages = (await PDFDocument.load(sealed, { ignoreEncryption: true })).getPageCount();
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        String(pages),
        '-l',
        String(pages),
        '-singlefile',
        sealedPath,
        join(screenshotDir, 'emohar-certificate-page'),
      ]);
    }

    // The public verification page says it is the document LeXi sealed.
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    singleId = id;
    await page.goto(`/verify/${id}`);
    await page.getByRole('heading', { name: 'Verify a signed document' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(sealedPath);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Authentic').waitFor();
    await expectAccessible(page, '/verify/:id');
    await screenshot(page, 'emohar-verify-1280');
    // Upload, placement, the sandbox's pages in both looks and ten axe checks: 45 s on a quiet
    // 2-core machine, so the project's 60 s is too tight under a full run.
  }, 120_000);

  it('shares with a counter party, who signs in a second browser context; both receive the sealed PDF', async () => {
    // The previous document is done: start a new one from its page.
    await page.goto(`/e_mohar/signed?id=${singleId}`);
    await page.getByRole('button', { name: 'Sign another document' }).click();
    await waitForPath(page, '/e_mohar');
    await uploadAndDescribe('Share with a counter party');

    // The owner shares first (the server locks sharing once someone has signed), then signs.
    await page.getByRole('button', { name: 'Share link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with the counter party' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expectToast(page, messages.emohar.expiryRequired);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await field(dialog, 'Link expires at').fill(local);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkField = dialog.getByLabel('Share link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/e_mohar\/sign-multi-party\?id=.+&token=.+/);
    await expectAccessible(page, 'share-link dialog');
    await screenshot(page, 'emohar-share-dialog-1280');
    await dialog.getByLabel("Counter party's email").fill(counterParty.email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expectToast(page, messages.draft.linkSent);
    await page.keyboard.press('Escape');

    await dialog.waitFor({ state: 'detached' });
    await dismissToasts(page);

    // The owner signs, on the rotated second page.
    await placeSignature(page, 2);
    await fillIdentity(page, ownerMulti);
    let since = Date.now();
    await page.getByRole('button', { name: 'Sign the document' }).click();
    await signInSandbox(page, server, ownerMulti, since);
    await waitForPath(page, '/e_mohar/signed', 20_000);
    await page.getByText('Waiting for signatures').waitFor();

    // The counter party, with no account, in a browser of their own.
    const guest = await openPage(browser, server.baseUrl, { width: 375, height: 800 });
    const url = new URL(link);
    await guest.page.goto(`${url.pathname}${url.search}`);
    await guest.page.getByRole('heading', { name: /Review and sign/ }).waitFor();
    await placeSignature(guest.page, 1);
    await expectAccessible(guest.page, 'counter party review page');
    await screenshot(guest.page, 'emohar-counter-party-375');
    await fillIdentity(guest.page, counterParty);
    // 2-factor with a UK number: the country code is asked for, and the SMS goes to +44.
    await guest.page.getByRole('radio', { name: /2-factor e-sign/ }).check();
    await field(guest.page, 'Mobile number').fill(counterParty.mobile);
    await guest.page.getByRole('button', { name: 'Sign the document' }).click();
    await guest.page.getByText(messages.common.countryCodeRequired).waitFor();
    await field(guest.page, 'Country code').selectOption(counterParty.countryCode);
    await expectAccessible(guest.page, 'counter party 2-factor form');
    await screenshot(guest.page, 'emohar-counter-party-2fa-375');
    since = Date.now();
    await guest.page.getByRole('button', { name: 'Sign the document' }).click();
    await signInSandbox(
      guest.page,
      server,
      { ...counterParty, mobile: `${counterParty.countryCode}${counterParty.mobile}` },
      since,
    );
    await guest.page.waitForURL(
      (u) => u.pathname === '/e_mohar/sign-multi-party' && u.searchParams.get('signed') === '1',
      {
        timeout: 20_000,
      },
    );
    await guest.page.getByRole('heading', { name: 'Thank you for signing' }).waitFor();
    await expectAccessible(guest.page, 'counter party thank-you page');
    await screenshot(guest.page, 'emohar-thank-you-375');

    // The link is used up now: opening it again says so.
    await guest.page.goto(`${url.pathname}${url.search}`);
    await guest.page
      .getByRole('heading', { name: /This link cannot be used|Thank you for signing/ })
      .waitFor();
    expect(guest.takeProblems(), 'CSP violations or console errors (counter party)').toEqual([]);
    await guest.context.close();

    const ownerMail = await mailWithPdf(server.dataDir, owner.email, since);
    const guestMail = await mailWithPdf(server.dataDir, counterParty.email, since);
    expect(ownerMail).toMatch(/filename="?[^"\n]+\.pdf/i);
    expect(guestMail).toMatch(/filename="?[^"\n]+\.pdf/i);
  });

  it('signs with a Devanagari name: the signing and sandbox pages draw it with the served Noto font, the sealed PDF prints it', async () => {
    await page.goto(`/e_mohar/signed?id=${singleId}`);
    await page.getByRole('button', { name: 'Sign another document' }).click();
    await waitForPath(page, '/e_mohar');
    await uploadAndDescribe('Sign it myself');
    await placeSignature(page, 1);
    await fillIdentity(page, ownerHindi);
    // The signature box previews the name: drawn with the served face, not a system font.
    // The face is swapped in once loaded (font-display: swap): poll until it draws the text.
    await expect
      .poll(() => fontsDrawing(page, ownerHindi.name), { timeout: 15_000 })
      .toContainEqual({
        family: 'Noto Sans Devanagari',
        web: true,
      });
    await screenshot(page, 'emohar-devanagari-identity-1280');
    const since = Date.now();
    await page.getByRole('button', { name: 'Sign the document' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/api/e_mohar/esign/session/'));
    await page.getByText(ownerHindi.name, { exact: true }).waitFor();
    // The face is swapped in once loaded (font-display: swap): poll until it draws the text.
    await expect
      .poll(() => fontsDrawing(page, ownerHindi.name), { timeout: 15_000 })
      .toContainEqual({
        family: 'Noto Sans Devanagari',
        web: true,
      });
    await screenshot(page, 'emohar-devanagari-sandbox-1280');
    await signInSandbox(page, server, ownerHindi, since);

    await waitForPath(page, '/e_mohar/signed', 20_000);
    await page.getByText('Sealed', { exact: true }).first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'emohar-devanagari-signed-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the sealed PDF' }).click();
    const sealedPath = join(workDir, 'sealed-devanagari.pdf');
    await (await download).saveAs(sealedPath);
    if (hasTool('pdftotext')) {
      const text = execFileSync('pdftotext', [sealedPath, '-'], { encoding: 'utf8' });
      expect(text).toContain(ownerHindi.name);
    }
    if (hasTool('pdfsig')) {
      const report = execFileSync('pdfsig', [sealedPath], { encoding: 'utf8' });
      expect(report).toContain('Signature is Valid');
      expect(report).not.toMatch(/Digest Mismatch|Signature is Invalid/i);
    }
  });
});
