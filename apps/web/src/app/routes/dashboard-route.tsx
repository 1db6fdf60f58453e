import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LogoutButton } from '../../features/accounts/components/logout-button.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { lazyPage } from './lazy-page.tsx';

/**
 * The dashboard below its first screen, with the other features' sections: a chunk of its own
 * (apps/web/build/first-pages.ts), fetched once the top has been painted, so that the first
 * screen waits for none of its code (issue 12).
 */
export const DashboardBelowFold = lazyPage(() =>
  import('./dashboard-below-fold.tsx').then((m) => m.DashboardBelowFoldRoute),
);

/** The lower half's code, then what its sections show first (signed in only, as they are shown). */
function loadBelowFold(queryClient: QueryClient): Promise<unknown> {
  return DashboardBelowFold.preload().then(() =>
    useSessionStore.getState().authToken === null
      ? null
      : import('./dashboard-below-fold.tsx').then((m) => m.prefetchDashboardBelowFold(queryClient)),
  );
}

export function DashboardRoute() {
  const queryClient = useQueryClient();
  const load = useCallback(() => loadBelowFold(queryClient), [queryClient]);
  return <DashboardPage actions={<LogoutButton />} belowFold={<DashboardBelowFold />} loadBelowFold={load} />;
}
