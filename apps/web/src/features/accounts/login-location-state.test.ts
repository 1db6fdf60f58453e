import { describe, expect, it } from 'vitest';
import { afterLoginPath, readLoginLocationState } from './login-location-state.ts';

describe('the login location state', () => {
  it('returns to where the user was going, with its query', () => {
    const state = readLoginLocationState({ from: { pathname: '/dashboard', search: '?tab=plan' } });
    expect(afterLoginPath(state)).toBe('/dashboard?tab=plan');
  });

  it('goes to the dashboard when there is nowhere to return to', () => {
    expect(afterLoginPath(readLoginLocationState(null))).toBe('/dashboard');
    expect(afterLoginPath(readLoginLocationState({ from: { pathname: '/login' } }))).toBe('/dashboard');
  });

  it('ignores anything that is not a path of this site', () => {
    expect(afterLoginPath(readLoginLocationState({ from: { pathname: '//evil.example/x' } }))).toBe(
      '/dashboard',
    );
    expect(afterLoginPath(readLoginLocationState({ from: 'https://evil.example' }))).toBe('/dashboard');
  });

  it('carries a username to prefill', () => {
    expect(readLoginLocationState({ username: 'asha' })).toEqual({ username: 'asha' });
  });
});
