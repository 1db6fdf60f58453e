import { Group, Stack, Text, Title } from '@mantine/core';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
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
}

export function DashboardPage({ actions, belowFold }: DashboardPageProps) {
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
        <Suspense fallback={null}>{belowFold}</Suspense>
      </AfterFirstPaint>
    </Stack>
  );
}
