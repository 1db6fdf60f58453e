import { LogoutButton } from '../../features/accounts/components/logout-button.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';

export function DashboardRoute() {
  return <DashboardPage actions={<LogoutButton />} />;
}
