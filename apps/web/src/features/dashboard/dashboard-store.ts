import type { PlanData, UserData } from '@lexi/shared/api/accounts';
import {
  type ContractExpiryDate,
  type DashboardResponse,
  formattedExpiryDates,
} from '@lexi/shared/api/dashboard';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * Spec §3 "Dashboard data", persisted: the fields this page has (user_data, the parsed
 * formatted_expiry_dates, plan data). The IQ, e-mohar, lawyer and vetting fields belong to
 * features not built yet, and the created-contract progress lives with the drafting form.
 */
export interface DashboardPersistedState {
  userData: UserData | null;
  contractExpiryDates: ContractExpiryDate[];
  planData: PlanData | null;
}

interface DashboardActions {
  setDashboard: (answer: DashboardResponse) => void;
  setPlanData: (plan: PlanData) => void;
  reset: () => void;
}

export const DASHBOARD_STORAGE_KEY = 'lexi-dashboard';

const initial: DashboardPersistedState = { userData: null, contractExpiryDates: [], planData: null };

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
      reset: () => set(initial),
    }),
    {
      name: DASHBOARD_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ userData, contractExpiryDates, planData }): DashboardPersistedState => ({
        userData,
        contractExpiryDates,
        planData,
      }),
    },
  ),
);

useSessionStore.subscribe((state, previous) => {
  if (previous.authToken !== null && state.authToken === null) useDashboardStore.getState().reset();
});
