import { useDashboardStore, type VettingDashboardData } from '../../dashboard/dashboard-store.ts';

/** Keeps what a legal-vetting call answered in the persisted dashboard data (spec part 1 §3). */
export function rememberOnDashboard(data: Partial<VettingDashboardData>): void {
  useDashboardStore.getState().setVettingData(data);
}
