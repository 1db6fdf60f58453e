import { describe, expect, it } from 'vitest';
import { aUser } from '../test/mock-api.ts';
import { clearLocalSession, SESSION_STORAGE_KEY, useSessionStore } from './session-store.ts';

describe('the login session store', () => {
  it('persists exactly the spec fields: userData, userCountry, authToken, isEmailVerified, isMobileVerified', () => {
    useSessionStore.getState().signIn({ token: 't-123', user_data: { ...aUser, is_mobile_verified: false } });

    const saved = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(Object.keys(saved.state).sort()).toEqual(
      ['authToken', 'isEmailVerified', 'isMobileVerified', 'userCountry', 'userData'].sort(),
    );
    expect(saved.state).toEqual({
      userData: { ...aUser, is_mobile_verified: false },
      userCountry: 'India',
      authToken: 't-123',
      isEmailVerified: true,
      isMobileVerified: false,
    });
  });

  it('takes the country from the login answer user_data', () => {
    useSessionStore.getState().signIn({ token: 't', user_data: { ...aUser, country: 'UK' } });
    expect(useSessionStore.getState().userCountry).toBe('UK');
  });

  it('on sign-out clears all of localStorage and resets the state', () => {
    useSessionStore.getState().signIn({ token: 't-123', user_data: aUser });
    window.localStorage.setItem('draft-state', '{"x":1}');

    clearLocalSession();

    expect(window.localStorage.length).toBe(0);
    const state = useSessionStore.getState();
    expect(state.authToken).toBeNull();
    expect(state.userData).toBeNull();
    expect(state.userCountry).toBeNull();
    expect(state.isEmailVerified).toBe(false);
    expect(state.isMobileVerified).toBe(false);
  });
});
