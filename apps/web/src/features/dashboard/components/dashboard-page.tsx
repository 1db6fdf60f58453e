import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '../../../lib/after-first-paint.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { dashboardQuery } from '../api/fetch-dashboard.ts';
import { userPlanQuery } from '../api/fetch-user-plan.ts';
import { AccountSummary } from './account-summary.tsx';
import { ContractsOverview } from './contracts-overview.tsx';
import { EmoharEntryCard } from './emohar-entry-card.tsx';
import { EntryActions } from './entry-actions.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanCardSkeleton } from './plan-card-skeleton.tsx';

interface DashboardPageProps {
  /** Account actions composed by the app (signing out belongs to the accounts feature). */
  actions?: ReactNode;
  /** The workspaces overview, composed by the app (it belongs to the workspaces feature). */
  workspaces?: ReactNode;
  /** Upcoming meetings with lawyers or clients, composed by the app (legal-vetting feature). */
  meetings?: ReactNode;
  /** The latest contract analysis, composed by the app (it belongs to the LeXi IQ feature). */
  analysis?: ReactNode;
}

export function DashboardPage({ actions, workspaces, meetings, analysis }: DashboardPageProps) {
  usePageTitle('Dashboard');
  const sessionUser = useSessionStore((state) => state.userData);
  const signedIn = useSessionStore((state) => state.authToken !== null);
  const plan = useQuery({ ...userPlanQuery, enabled: signedIn });
  // The contracts (rendered below, after the first paint) are asked for now, beside the plan (the
  // page is shown signed in only: its route is inside the signed-in frame).
  usePrefetchQuery(dashboardQuery);
  const user = plan.data?.user_data ?? sessionUser;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {user ? `Welcome, ${user.first_name}` : 'Welcome'}
          </Title>
          <Text c="dimmed">Your contracts, signatures and plan at a glance.</Text>
        </Stack>
        {actions}
      </Group>
      <EntryActions user={user} />
      <EmoharEntryCard />
      {/* Below the first screen: rendered once the top has been painted (issue 12). */}
      <AfterFirstPaint>
        {signedIn ? analysis : null}
        {signedIn ? meetings : null}
        {signedIn ? workspaces : null}
        {signedIn ? <ContractsOverview /> : null}
        {user ? <AccountSummary user={user} /> : null}
        {plan.isPending ? <PlanCardSkeleton /> : null}
        {plan.data ? <PlanCard plan={plan.data.user_data.plan} /> : null}
        {plan.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title="Your plan could not be loaded"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Check your connection, then try again.</Text>
              <Button size="xs" variant="default" onClick={() => plan.refetch()} loading={plan.isFetching}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </AfterFirstPaint>
    </Stack>
  );
}
