import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './use-page-title.ts';

describe('usePageTitle', () => {
  it('names the page before the app, and the app alone once the page leaves', () => {
    const page = renderHook(({ name }) => usePageTitle(name), { initialProps: { name: 'Documents' } });
    expect(document.title).toBe('Documents · LeXi');
    page.rerender({ name: 'Dashboard' });
    expect(document.title).toBe('Dashboard · LeXi');
    page.unmount();
    expect(document.title).toBe('LeXi');
  });

  it('reads the app name alone without a page name', () => {
    expect(pageTitle()).toBe('LeXi');
  });
});
