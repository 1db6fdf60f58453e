import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { field } from './app.ts';
import { emailOtp, smsOtp } from './outbox.ts';
import type { RunningServer } from './server.ts';

export interface Signer {
  name: string;
  digits: string;
  email: string;
  /** A full international number: the 2-factor method also asks for the SMS code. */
  mobile?: string;
}

/**
 * What a test looks at on the sandbox pages: where Cancel must lead, and a check run on each page
 * (`consent`, `identity-wrong`, `code`), e.g. axe and screenshots in each colour scheme.
 */
export interface SandboxLook {
  cancel: string;
  each: (step: 'consent' | 'identity-wrong' | 'code') => Promise<void>;
}

/** Clicks a rendered page near its bottom-left, then nudges the box with the keyboard. */
export async function placeSignature(target: Page, pageNumber: number) {
  const pageBox = target.locator(`[data-page="${pageNumber}"]`);
  await pageBox.scrollIntoViewIfNeeded();
  await target.waitForFunction(
    (n) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`[data-page="${n}"] canvas`);
      return (
        canvas !== null &&
        canvas.width > 0 &&
        document.querySelector(`[data-page="${n}"] .mantine-Loader-root`) === null
      );
    },
    pageNumber,
    { timeout: 15_000 },
  );
  const rect = await pageBox.boundingBox();
  if (!rect) throw new Error('the page has no box');
  await target.mouse.click(rect.x + rect.width * 0.3, rect.y + rect.height * 0.8);
  const box = target.getByTestId('signature-box');
  await box.waitFor();
  await box.focus();
  await target.keyboard.press('ArrowUp');
  await target.keyboard.press('+');
  expect(await box.getAttribute('aria-label')).toMatch(new RegExp(`^Your signature: Page ${pageNumber}, `));
}

/** The signer's identity form of the e-mohar page. */
export async function fillIdentity(target: Page, who: Signer) {
  await field(target, 'Name as on Aadhaar').fill(who.name);
  await field(target, 'Last 4 digits of Aadhaar').fill(who.digits);
  await field(target, 'Year of birth').fill('1988');
  await field(target, 'Email address').fill(who.email);
  await field(target, 'Gender').selectOption('female');
}

/**
 * The sandbox eSign pages: consent, identity, then the code(s) from the outbox. With `look`, a
 * wrong entry first (the page keeps it), Cancel checked, and `look.each` run on every page.
 */
export async function signInSandbox(
  target: Page,
  server: RunningServer,
  who: Signer,
  since: number,
  look?: SandboxLook,
) {
  await target.waitForURL((url) => url.pathname.startsWith('/api/e_mohar/esign/session/'));
  await target.getByText(who.mobile ? 'LeXi 2-factor e-sign' : 'LeXi sandbox eSign provider').waitFor();
  if (look) {
    expect(await target.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(look.cancel);
    await look.each('consent');
  }
  await target.getByRole('button', { name: 'I consent, continue' }).click();
  if (look) {
    await target.getByLabel('Name as on Aadhaar').fill(who.name);
    await target.getByLabel('Last four digits').fill('0000');
    await target.getByRole('button', { name: 'Continue' }).click();
    await target.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();
    // What the person typed is still there, to be corrected.
    expect(await target.getByLabel('Name as on Aadhaar').inputValue()).toBe(who.name);
    expect(await target.getByLabel('Last four digits').inputValue()).toBe('0000');
    await look.each('identity-wrong');
  }
  await target.getByLabel('Name as on Aadhaar').fill(who.name);
  await target.getByLabel('Last four digits').fill(who.digits);
  await target.getByRole('button', { name: 'Continue' }).click();
  await target.locator('#code').fill(await emailOtp(server.dataDir, who.email, since));
  if (who.mobile) await target.locator('#mobile_code').fill(await smsOtp(server.dataDir, who.mobile, since));
  if (look) await look.each('code');
  await target.getByRole('button', { name: 'Sign the document' }).click();
}
