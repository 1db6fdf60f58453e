import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { userPlanQuery } from '../api/fetch-user-plan.ts';
import { AccountSummary } from './account-summary.tsx';
import { ContractsOverview } from './contracts-overview.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanCardSkeleton } from './plan-card-skeleton.tsx';
import './dashboard-below-fold.css';

interface DashboardBelowFoldProps {
  /** The workspaces overview, composed by the app (it belongs to the workspaces feature). */
  workspaces?: ReactNode;
  /** Upcoming meetings with lawyers or clients, composed by the app (legal-vetting feature). */
  meetings?: ReactNode;
  /** The latest contract analysis, composed by the app (it belongs to the LeXi IQ feature). */
  analysis?: ReactNode;
}

/**
 * The dashboard below its first screen: the IQ, meetings, workspaces and contracts sections, the
 * account and the plan. The app loads it as a chunk of its own once the top has been painted
 * (app/routes/dashboard-route.tsx), so that the first screen waits for none of its code.
 */
export function DashboardBelowFold({ workspaces, meetings, analysis }: DashboardBelowFoldProps) {
  const sessionUser = useSessionStore((state) => state.userData);
  const signedIn = useSessionStore((state) => state.authToken !== null);
  // The same query as the page's top (one request): the plan's answer, or its failure, shown here.
  const plan = useQuery({ ...userPlanQuery, enabled: signedIn });
  const user = plan.data?.user_data ?? sessionUser;

  // In a container whose sections the browser lays out and paints only near the screen (the CSS).
  return (
    <Stack gap="xl" className="lexi-below-fold">
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
    </Stack>
  );
}
