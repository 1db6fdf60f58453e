import type { EmoharParty, EmoharRecord } from '@lexi/shared/api/emohar';
import type { EsignMethod } from '@lexi/shared/api/emohar-signing';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore } from '../../lib/session-store.ts';
import type { SignatureBox } from './placement/signature-box.ts';

export interface CounterPartyData {
  counterParty: string;
  contractType: string;
  /** YYYY-MM-DD */
  expiryDate: string;
}

/** The signer identity form (spec §3 formData); `dob` holds the year of birth. */
export interface SignerFormData {
  aadhar_name: string;
  aadhar_four_digit: string;
  email: string;
  gender: string;
  dob: string;
}

/** What the browser remembers of the chosen file; the bytes live in `fileData.base64_string`. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** Spec §3 "e-mohar document": persisted in the browser. */
export interface EmoharPersistedState {
  fileData: EmoharRecord | null;
  file: ChosenFile | null;
  party: EmoharParty;
  counterPartyData: CounterPartyData;
  formData: SignerFormData;
  /** The id of the current single-party document, if any. */
  emoharSinglePartyFile: string | null;
  /** The id of the current multi-party document, if any. */
  emoharMultiPartyFile: string | null;
  showCounterModal: boolean;
}

/** Spec §3 transient fields, plus the signing method (the draft state's auth method, default aadhaar). */
export interface EmoharTransientState {
  expiryInput: string;
  shareLink: string;
  showShareUrl: boolean;
  /** The signature box the signer placed, or null while none is placed. */
  signatureDisplay: SignatureBox | null;
  method: EsignMethod;
  loading: boolean;
  error: string | null;
}

interface EmoharActions {
  /** A new or refetched record: it becomes the current document of its party. */
  setFileData: (record: EmoharRecord, file?: ChosenFile) => void;
  setParty: (party: EmoharParty) => void;
  setCounterPartyData: (data: CounterPartyData) => void;
  setFormData: (data: Partial<SignerFormData>) => void;
  setShowCounterModal: (open: boolean) => void;
  setExpiryInput: (value: string) => void;
  setShareLink: (link: string) => void;
  setShowShareUrl: (show: boolean) => void;
  setSignatureDisplay: (box: SignatureBox | null) => void;
  setMethod: (method: EsignMethod) => void;
  setLoading: (loading: boolean) => void;
  setError: (error: string | null) => void;
  /** The document is gone (discarded): back to an empty start, the signer's details kept. */
  clearDocument: () => void;
  reset: () => void;
}

export type EmoharState = EmoharPersistedState & EmoharTransientState & EmoharActions;

export const EMOHAR_STORAGE_KEY = 'lexi-emohar';
/**
 * A PDF above about 2 MB is not written to localStorage (its quota is about 5 MB for the whole
 * origin): the document id is kept and the file fetched again from the server.
 */
export const MAX_PERSISTED_BASE64_CHARS = Math.ceil((2 * 1024 * 1024 * 4) / 3);

const emptyCounterParty: CounterPartyData = { counterParty: '', contractType: '', expiryDate: '' };
const emptyForm: SignerFormData = { aadhar_name: '', aadhar_four_digit: '', email: '', gender: '', dob: '' };

const initialPersisted: EmoharPersistedState = {
  fileData: null,
  file: null,
  party: 'single',
  counterPartyData: emptyCounterParty,
  formData: emptyForm,
  emoharSinglePartyFile: null,
  emoharMultiPartyFile: null,
  showCounterModal: true,
};

const initialTransient: EmoharTransientState = {
  expiryInput: '',
  shareLink: '',
  showShareUrl: false,
  signatureDisplay: null,
  method: 'aadhaar',
  loading: false,
  error: null,
};

export const useEmoharStore = create<EmoharState>()(
  persist(
    (set) => ({
      ...initialPersisted,
      ...initialTransient,
      setFileData: (record, file) =>
        set((state) => {
          const isNew = state.fileData?.id !== record.id;
          return {
            fileData: record,
            file: file ?? (isNew ? { name: record.file_name, size: 0 } : state.file),
            party: record.party,
            emoharSinglePartyFile: record.party === 'single' ? record.id : state.emoharSinglePartyFile,
            emoharMultiPartyFile: record.party === 'multi' ? record.id : state.emoharMultiPartyFile,
            counterPartyData: {
              counterParty: record.counter_party_name ?? (isNew ? '' : state.counterPartyData.counterParty),
              contractType: record.contract_type ?? (isNew ? '' : state.counterPartyData.contractType),
              expiryDate: record.expiry_date ?? (isNew ? '' : state.counterPartyData.expiryDate),
            },
            ...(isNew
              ? { showCounterModal: true, signatureDisplay: null, shareLink: '', showShareUrl: false }
              : {}),
          };
        }),
      setParty: (party) => set({ party }),
      setCounterPartyData: (counterPartyData) => set({ counterPartyData }),
      setFormData: (data) => set((state) => ({ formData: { ...state.formData, ...data } })),
      setShowCounterModal: (showCounterModal) => set({ showCounterModal }),
      setExpiryInput: (expiryInput) => set({ expiryInput }),
      setShareLink: (shareLink) => set({ shareLink }),
      setShowShareUrl: (showShareUrl) => set({ showShareUrl }),
      setSignatureDisplay: (signatureDisplay) => set({ signatureDisplay }),
      setMethod: (method) => set({ method }),
      setLoading: (loading) => set({ loading }),
      setError: (error) => set({ error }),
      clearDocument: () =>
        set((state) => ({
          ...initialPersisted,
          ...initialTransient,
          party: state.party,
          formData: state.formData,
        })),
      reset: () => set({ ...initialPersisted, ...initialTransient }),
    }),
    {
      name: EMOHAR_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state): EmoharPersistedState => ({
        fileData: state.fileData ? withoutLargeFile(state.fileData) : null,
        file: state.file,
        party: state.party,
        counterPartyData: state.counterPartyData,
        formData: state.formData,
        emoharSinglePartyFile: state.emoharSinglePartyFile,
        emoharMultiPartyFile: state.emoharMultiPartyFile,
        showCounterModal: state.showCounterModal,
      }),
    },
  ),
);

/** The record as stored: the PDF dropped when it is too large (an empty string means "fetch it"). */
export function withoutLargeFile(record: EmoharRecord): EmoharRecord {
  if (record.base64_string.length <= MAX_PERSISTED_BASE64_CHARS) return record;
  return { ...record, base64_string: '' };
}

// Signing out (or a session that ended) forgets the document: the next user of this browser must not see it.
useSessionStore.subscribe((state, previous) => {
  if (previous.authToken !== null && state.authToken === null) useEmoharStore.getState().reset();
});
