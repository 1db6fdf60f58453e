import { LogoutButton } from '../../features/accounts/components/logout-button.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { lazyPage } from './lazy-page.tsx';

/**
 * The dashboard below its first screen, with the other features' sections: a chunk of its own
 * (apps/web/build/first-pages.ts), fetched once the top has been painted, so that the first
 * screen waits for none of its code (issue 12).
 */
export const DashboardBelowFold = lazyPage(() =>
  import('./dashboard-below-fold.tsx').then((m) => m.DashboardBelowFoldRoute),
);

export function DashboardRoute() {
  return <DashboardPage actions={<LogoutButton />} belowFold={<DashboardBelowFold />} />;
}
