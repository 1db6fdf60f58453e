import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('the signed-out frame', () => {
  it('has a banner with the brand and the scheme toggle, and the page in the main landmark', async () => {
    mockApi({});
    renderApp('/login');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { name: 'Sign in to LeXi' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'LeXi home' })).toBeTruthy();
    expect(
      within(banner).getByRole('button', { name: /^Switch to (dark|light) colour scheme$/ }),
    ).toBeTruthy();
    expect(banner.contains(main)).toBe(false);
  });

  it("keeps the fixed header in place while a dialog locks the page's scrolling", () => {
    mockApi({});
    renderApp('/login');
    // react-remove-scroll moves elements of this class in by the scroll bar's width.
    expect(screen.getByRole('banner').classList.contains('right-scroll-bar-position')).toBe(true);
  });
});
