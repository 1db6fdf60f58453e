import type { AnalysisSummary } from '@lexi/shared/api/iq';
import { useDashboardStore } from '../../dashboard/dashboard-store.ts';

/**
 * Keeps the latest IQ analysis result in the persisted dashboard data (spec part 1 §3: "IQ analysis
 * result (has id)"); null when the user has none (the last one was deleted).
 */
export function rememberLatestAnalysis(latest: AnalysisSummary | null): void {
  useDashboardStore.getState().setIqAnalysis(latest);
}
