import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * A signed-in visitor of /login or /register goes to the dashboard. Only the state at arrival
 * counts: signing in on the page itself navigates on its own, to where the user was going.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.authToken);
  const [signedInOnArrival] = useState(() => token !== null);
  if (signedInOnArrival) return <Navigate to="/dashboard" replace />;
  return children;
}
