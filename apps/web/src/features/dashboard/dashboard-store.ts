import type { PlanData, UserData } from '@lexi/shared/api/accounts';
import {
  type ContractExpiryDate,
  type DashboardResponse,
  formattedExpiryDates,
} from '@lexi/shared/api/dashboard';
import type { AnalysisSummary } from '@lexi/shared/api/iq';
import type { Lawyer, Meeting, Slot, VettingContract } from '@lexi/shared/api/legal-vetting';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * Spec §3 "Dashboard data", persisted: user_data, the parsed formatted_expiry_dates, plan data,
 * and the legal-vetting data (lawyers list, connected-lawyer meetings, the last availability slots
 * read, the chosen lawyer, the last legal-vetting contract opened), written by the legal-vetting
 * calls when they answer, and the latest IQ analysis result (its id, file and score), written by
 * LeXi IQ. The e-mohar record lives with the e-mohar store, and the created-contract progress with
 * the drafting form. Signing out clears it all.
 */
export interface DashboardPersistedState {
  userData: UserData | null;
  contractExpiryDates: ContractExpiryDate[];
  planData: PlanData | null;
  lawyers: Lawyer[];
  meetings: Meeting[];
  slots: Slot[];
  chosenLawyer: Lawyer | null;
  legalVettingContract: VettingContract | null;
  iqAnalysis: AnalysisSummary | null;
}

export type VettingDashboardData = Pick<
  DashboardPersistedState,
  'lawyers' | 'meetings' | 'slots' | 'chosenLawyer' | 'legalVettingContract'
>;

interface DashboardActions {
  setDashboard: (answer: DashboardResponse) => void;
  setPlanData: (plan: PlanData) => void;
  setVettingData: (data: Partial<VettingDashboardData>) => void;
  setIqAnalysis: (analysis: AnalysisSummary | null) => void;
  reset: () => void;
}

export const DASHBOARD_STORAGE_KEY = 'lexi-dashboard';

const initial: DashboardPersistedState = {
  userData: null,
  contractExpiryDates: [],
  planData: null,
  lawyers: [],
  meetings: [],
  slots: [],
  chosenLawyer: null,
  legalVettingContract: null,
  iqAnalysis: null,
};

/** `formatted_expiry_dates` is a JSON string (spec §3); an unreadable one means no dates. */
export function parseExpiryDates(json: string): ContractExpiryDate[] {
  try {
    const parsed = formattedExpiryDates.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.contract_expiry_dates : [];
  } catch {
    return [];
  }
}

export const useDashboardStore = create<DashboardPersistedState & DashboardActions>()(
  persist(
    (set) => ({
      ...initial,
      setDashboard: (answer) =>
        set({
          userData: answer.user_data,
          contractExpiryDates: parseExpiryDates(answer.formatted_expiry_dates),
        }),
      setPlanData: (planData) => set({ planData }),
      setVettingData: (data) => set(data),
      setIqAnalysis: (iqAnalysis) => set({ iqAnalysis }),
      reset: () => set(initial),
    }),
    {
      name: DASHBOARD_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({
        setDashboard: _,
        setPlanData: __,
        setVettingData: ___,
        setIqAnalysis: ____,
        reset: _____,
        ...data
      }) => data as DashboardPersistedState,
    },
  ),
);

useSessionStore.subscribe((state, previous) => {
  if (previous.authToken !== null && state.authToken === null) useDashboardStore.getState().reset();
});
