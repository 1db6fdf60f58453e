import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoginLocationState } from '../../features/accounts/login-location-state.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/** Spec §6: an auth token gates the dashboard; the user comes back here after signing in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.authToken);
  const location = useLocation();
  if (!token) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
