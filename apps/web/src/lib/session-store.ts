import type { LoginResponse, UserData } from '@lexi/shared/api/accounts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The login session of spec §3, persisted in the browser with exactly the spec's fields. It sits
 * in lib rather than in a feature because the API client and every feature read it.
 */
export interface SessionState {
  userData: UserData | null;
  userCountry: string | null;
  authToken: string | null;
  isEmailVerified: boolean;
  isMobileVerified: boolean;
}

interface SessionActions {
  signIn: (login: Pick<LoginResponse, 'token' | 'user_data'>) => void;
  reset: () => void;
}

export const SESSION_STORAGE_KEY = 'lexi-session';

const signedOut: SessionState = {
  userData: null,
  userCountry: null,
  authToken: null,
  isEmailVerified: false,
  isMobileVerified: false,
};

export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ token, user_data }) =>
        set({
          authToken: token,
          userData: user_data,
          userCountry: user_data.country,
          isEmailVerified: user_data.is_email_verified,
          isMobileVerified: user_data.is_mobile_verified,
        }),
      reset: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({
        userData,
        userCountry,
        authToken,
        isEmailVerified,
        isMobileVerified,
      }): SessionState => ({
        userData,
        userCountry,
        authToken,
        isEmailVerified,
        isMobileVerified,
      }),
    },
  ),
);

/**
 * Ends the session in this browser: state back to signed out, then every key of localStorage
 * removed (spec §4.7). The order matters: resetting after the wipe would write the key again.
 */
export function clearLocalSession(): void {
  useSessionStore.getState().reset();
  window.localStorage.clear();
}
