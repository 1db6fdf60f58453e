import { LogoutButton } from '../../features/accounts/components/logout-button.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { LatestAnalysisSection } from '../../features/iq/components/latest-analysis-section.tsx';
import { UpcomingMeetingsSection } from '../../features/legal-vetting/components/upcoming-meetings-section.tsx';
import { WorkspacesSection } from '../../features/workspaces/components/workspaces-section.tsx';

export function DashboardRoute() {
  return (
    <DashboardPage
      actions={<LogoutButton />}
      workspaces={<WorkspacesSection />}
      meetings={<UpcomingMeetingsSection />}
      analysis={<LatestAnalysisSection />}
    />
  );
}
