import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { lazyPage, preloadElement } from './lazy-page.tsx';
import { PageLoading } from './page-loading.tsx';

/** A page module whose arrival the test decides. */
function deferredPage(text: string) {
  let arrive = () => {};
  const loaded = new Promise<() => React.JSX.Element>((resolve) => {
    arrive = () => resolve(() => <p>{text}</p>);
  });
  return { page: lazyPage(() => loaded), arrive };
}

function renderInLayout(Page: () => React.JSX.Element) {
  return render(
    <Providers queryClient={createQueryClient()} env="test">
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </Providers>,
  );
}

describe('lazyPage', () => {
  it('shows an announced loading state until the code has come, then the page', async () => {
    const { page, arrive } = deferredPage('The login form');
    renderInLayout(page);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
    expect(screen.queryByText('The login form')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('The login form')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull();
  });

  it('renders at once, without the loading state, once preloaded', async () => {
    const { page, arrive } = deferredPage('The dashboard');
    arrive();
    await page.preload();
    renderInLayout(page);
    expect(screen.getByText('The dashboard')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('preloads every lazy page inside a route element, wrapped or not', async () => {
    const outer = deferredPage('The frame');
    const inner = deferredPage('The page');
    outer.arrive();
    inner.arrive();
    preloadElement(
      <Suspense>
        <outer.page />
        <div>
          <inner.page />
        </div>
      </Suspense>,
    );
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderInLayout(() => (
      <>
        <outer.page />
        <inner.page />
      </>
    ));
    expect(screen.getByText('The frame')).toBeTruthy();
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
