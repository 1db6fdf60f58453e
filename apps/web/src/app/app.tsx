import { accountsMessages } from '@lexi/shared/messages/accounts';
import { RouterProvider } from 'react-router';
import type { LoginLocationState } from '../features/accounts/login-location-state.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { notifyError } from '../lib/notify.ts';
import { clearLocalSession, useSessionStore } from '../lib/session-store.ts';
import { readStyleNonce } from './csp-nonce.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';
import { preloadElement } from './routes/lazy-page.tsx';

const queryClient = createQueryClient();
const router = createRouter();
const styleNonce = readStyleNonce();
// The first location's layout and page chunks load side by side, not one after the other.
for (const match of router.state.matches) preloadElement(match.route.element);

// A 401 on a signed-in call: the session has ended on the server (expired or revoked).
setUnauthorizedHandler(() => {
  if (useSessionStore.getState().authToken === null) return;
  const { pathname, search } = router.state.location;
  clearLocalSession();
  queryClient.clear();
  notifyError(accountsMessages.sessionExpired);
  const state: LoginLocationState = { from: { pathname, search } };
  void router.navigate('/login', { replace: true, state });
});

export function App() {
  return (
    <Providers queryClient={queryClient} styleNonce={styleNonce}>
      <RouterProvider router={router} />
    </Providers>
  );
}
