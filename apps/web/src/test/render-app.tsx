import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotificationsHost, Providers } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { lazyPages, routes } from '../app/router.tsx';
import { DashboardBelowFold } from '../app/routes/dashboard-route.tsx';

// The pages load on demand in the app; tests render them at once, as before the split.
await Promise.all([...lazyPages, NotificationsHost, DashboardBelowFold].map((page) => page.preload()));

/** Renders the whole app (real routes, real providers without transitions) at a path (query allowed). */
export function renderApp(path: string, state?: unknown) {
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
