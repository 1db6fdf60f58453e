/**
 * What other pages hand to /login through the router's location state: where the user was going
 * (set by the session guard) and a username to prefill (set after registration).
 */
export interface LoginLocationState {
  from?: { pathname: string; search?: string };
  username?: string;
}

export function readLoginLocationState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const result: LoginLocationState = {};
  const { from, username } = state as Record<string, unknown>;
  if (typeof username === 'string') result.username = username;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search } = from as Record<string, unknown>;
    if (typeof pathname === 'string' && pathname.startsWith('/') && !pathname.startsWith('//')) {
      result.from = { pathname, search: typeof search === 'string' ? search : '' };
    }
  }
  return result;
}

/** Where to go after signing in: back where the user was going, else the dashboard. */
export function afterLoginPath(state: LoginLocationState): string {
  const from = state.from;
  if (!from || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}`;
}
