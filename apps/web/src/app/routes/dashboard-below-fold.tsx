import type { QueryClient } from '@tanstack/react-query';
import { DashboardBelowFold } from '../../features/dashboard/components/dashboard-below-fold.tsx';
import {
  LatestAnalysisSection,
  prefetchLatestAnalysis,
} from '../../features/iq/components/latest-analysis-section.tsx';
import {
  prefetchUpcomingMeetings,
  UpcomingMeetingsSection,
} from '../../features/legal-vetting/components/upcoming-meetings-section.tsx';
import {
  prefetchWorkspacesSection,
  WorkspacesSection,
} from '../../features/workspaces/components/workspaces-section.tsx';

/** The dashboard below its first screen, composed with the IQ, meetings and workspaces sections. */
export function DashboardBelowFoldRoute() {
  return (
    <DashboardBelowFold
      workspaces={<WorkspacesSection />}
      meetings={<UpcomingMeetingsSection />}
      analysis={<LatestAnalysisSection />}
    />
  );
}

/**
 * Asks for what those sections show first (the dashboard's own data is asked for by its page), so
 * that the lower half renders once with its data, not as skeletons each replaced later in a
 * render of its own (issue 12).
 */
export function prefetchDashboardBelowFold(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    prefetchLatestAnalysis(queryClient),
    prefetchUpcomingMeetings(queryClient),
    prefetchWorkspacesSection(queryClient),
  ]);
}
