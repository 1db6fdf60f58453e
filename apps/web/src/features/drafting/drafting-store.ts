import type { EsignMethod } from '@lexi/shared/api/emohar-signing';
import type { PartyType } from '@lexi/shared/validation/draft-form';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore } from '../../lib/session-store.ts';

export type DraftLoadingFlag = 'save' | 'share' | 'download' | 'edit' | 'verify';

/**
 * Spec §3 "Draft state", persisted in the browser: the share link, the auth method (default
 * aadhaar), the editor content, and what creation stored (contract text, form data, party types).
 */
export interface DraftPersistedState {
  /** The contract the editor shows; its content, share link and text belong to it. */
  contractId: string | null;
  shareLink: string;
  authMethod: EsignMethod;
  editorContent: string;
  contractText: string;
  formData: Record<string, string>;
  party1: PartyType | null;
  party2: PartyType | null;
}

/**
 * Spec §3 fields that make no sense after a reload, kept in memory only: a loading flag
 * persisted would show a spinner for a call that no longer runs, and an OTP is a secret.
 */
export interface DraftTransientState {
  loading: Record<DraftLoadingFlag, boolean>;
  isEmailVerified: boolean;
  isMobileVerified: boolean;
  emailOtp: string;
  mobileOtp: string;
}

interface DraftActions {
  /** A drafted contract (spec §4: saving stores the contract text and form data locally). */
  setCreated: (created: {
    id: string;
    html: string;
    contractText: string;
    formData: Record<string, string>;
    party1: PartyType;
    party2: PartyType;
  }) => void;
  /** The editor opened another contract: what belonged to the previous one is dropped. */
  openContract: (id: string, html: string) => void;
  setEditorContent: (html: string) => void;
  setShareLink: (link: string) => void;
  setAuthMethod: (method: EsignMethod) => void;
  setLoading: (flag: DraftLoadingFlag, value: boolean) => void;
  setVerification: (patch: Partial<Omit<DraftTransientState, 'loading'>>) => void;
  reset: () => void;
}

export type DraftState = DraftPersistedState & DraftTransientState & DraftActions;

export const DRAFT_STORAGE_KEY = 'lexi-draft';

const initialPersisted: DraftPersistedState = {
  contractId: null,
  shareLink: '',
  authMethod: 'aadhaar',
  editorContent: '',
  contractText: '',
  formData: {},
  party1: null,
  party2: null,
};

const initialTransient: DraftTransientState = {
  loading: { save: false, share: false, download: false, edit: false, verify: false },
  isEmailVerified: false,
  isMobileVerified: false,
  emailOtp: '',
  mobileOtp: '',
};

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      ...initialPersisted,
      ...initialTransient,
      setCreated: ({ id, html, contractText, formData, party1, party2 }) =>
        set({ contractId: id, editorContent: html, contractText, formData, party1, party2, shareLink: '' }),
      openContract: (id, html) =>
        set((state) =>
          state.contractId === id
            ? { editorContent: html }
            : { contractId: id, editorContent: html, shareLink: '', contractText: '', formData: {} },
        ),
      setEditorContent: (editorContent) => set({ editorContent }),
      setShareLink: (shareLink) => set({ shareLink }),
      setAuthMethod: (authMethod) => set({ authMethod }),
      setLoading: (flag, value) => set((state) => ({ loading: { ...state.loading, [flag]: value } })),
      setVerification: (patch) => set(patch),
      reset: () => set({ ...initialPersisted, ...initialTransient }),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state): DraftPersistedState => ({
        contractId: state.contractId,
        shareLink: state.shareLink,
        authMethod: state.authMethod,
        editorContent: state.editorContent,
        contractText: state.contractText,
        formData: state.formData,
        party1: state.party1,
        party2: state.party2,
      }),
    },
  ),
);

// Signing out forgets the draft: the next user of this browser must not see it.
useSessionStore.subscribe((state, previous) => {
  if (previous.authToken !== null && state.authToken === null) useDraftStore.getState().reset();
});
