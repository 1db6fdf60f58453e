import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback } from 'react';
import { AfterFirstPaint } from '../../../lib/after-first-paint.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { dashboardQuery } from '../api/fetch-dashboard.ts';
import { userPlanQuery } from '../api/fetch-user-plan.ts';
import { EmoharEntryCard } from './emohar-entry-card.tsx';
import { EntryActions } from './entry-actions.tsx';

interface DashboardPageProps {
  /** Account actions composed by the app (signing out belongs to the accounts feature). */
  actions?: ReactNode;
  /**
   * The page below its first screen (DashboardBelowFold, composed by the app with the other
   * features' sections), rendered once the top has been painted; it may suspend while its code loads.
   */
  belowFold?: ReactNode;
  /** Fetches `belowFold`'s code (it then renders without suspending). */
  loadBelowFold?: () => Promise<unknown>;
}

/** The Element Timing identifier of the top's heading: once it is shown, the rest may load. */
const TOP_SHOWN = 'dashboard-top';

export function DashboardPage({ actions, belowFold, loadBelowFold }: DashboardPageProps) {
  usePageTitle('Dashboard');
  const sessionUser = useSessionStore((state) => state.userData);
  // The plan, the contracts and the lower half's code are asked for once the top is on the screen
  // (the session's user names the page until then): a request started before that paint counts
  // towards it in Lighthouse's simulation, however little the paint waits for it (issue 12). The
  // lower half renders once they have come. The top only reads the plan (the lower half's plan card
  // asks for it again, and refetches it when stale).
  const queryClient = useQueryClient();
  const prepareBelowFold = useCallback(() => {
    const signedIn = useSessionStore.getState().authToken !== null;
    return Promise.allSettled([
      loadBelowFold?.(),
      signedIn ? queryClient.prefetchQuery(userPlanQuery) : null,
      signedIn ? queryClient.prefetchQuery(dashboardQuery) : null,
    ]);
  }, [queryClient, loadBelowFold]);
  const plan = useQuery({ ...userPlanQuery, enabled: false });
  const user = plan.data?.user_data ?? sessionUser;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} elementtiming={TOP_SHOWN}>
            {user ? `Welcome, ${user.first_name}` : 'Welcome'}
          </Title>
          <Text c="dimmed">Your contracts, signatures and plan at a glance.</Text>
        </Stack>
        {actions}
      </Group>
      <EntryActions user={user} />
      <EmoharEntryCard />
      {/* Below the first screen: rendered once the top has been painted (issue 12). */}
      <AfterFirstPaint shownAfter={TOP_SHOWN} prepare={prepareBelowFold}>
        <Suspense fallback={null}>{belowFold}</Suspense>
      </AfterFirstPaint>
    </Stack>
  );
}
