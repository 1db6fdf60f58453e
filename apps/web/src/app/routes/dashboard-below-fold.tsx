import { DashboardBelowFold } from '../../features/dashboard/components/dashboard-below-fold.tsx';
import { LatestAnalysisSection } from '../../features/iq/components/latest-analysis-section.tsx';
import { UpcomingMeetingsSection } from '../../features/legal-vetting/components/upcoming-meetings-section.tsx';
import { WorkspacesSection } from '../../features/workspaces/components/workspaces-section.tsx';

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
