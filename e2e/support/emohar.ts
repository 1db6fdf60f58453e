import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { field } from './app.ts';
import { emailOtp } from './outbox.ts';
import type { RunningServer } from './server.ts';

export interface Signer {
  name: string;
  digits: string;
  email: string;
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

/** The sandbox eSign pages: consent, identity, then the code from the outbox. */
export async function signInSandbox(target: Page, server: RunningServer, who: Signer, since: number) {
  await target.waitForURL((url) => url.pathname.startsWith('/api/e_mohar/esign/session/'));
  await target.getByRole('button', { name: 'I consent, continue' }).click();
  await target.getByLabel('Name as on Aadhaar').fill(who.name);
  await target.getByLabel('Last four digits').fill(who.digits);
  await target.getByRole('button', { name: 'Continue' }).click();
  await target.locator('#code').fill(await emailOtp(server.dataDir, who.email, since));
  await target.getByRole('button', { name: 'Sign the document' }).click();
}
