import type { Locator, Page } from 'playwright-core';

/** A form field by its exact label; Mantine adds a ' *' to the label of a required field. */
export function field(page: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Waits for a toast (or any role=alert) with this text. */
export async function expectToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
}

/** Closes every toast, so that later ones are not hidden behind them and old texts do not linger. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  for (let left = 20; left > 0 && (await toasts.count()) > 0; left--) {
    await toasts
      .first()
      .locator('.mantine-Notification-closeButton')
      .click({ timeout: 1_000 })
      .catch(() => {});
  }
  await toasts.first().waitFor({ state: 'detached', timeout: 5_000 });
}

export async function waitForPath(page: Page, pathname: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}
