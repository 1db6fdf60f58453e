import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileText, IconGavel, IconSparkles } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { overviewQuery } from '../api/overview.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { ContractWorkspacesTab, firstContractWorkspacesQuery } from './contract-workspaces-tab.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { OverviewTiles } from './overview-tiles.tsx';

/**
 * The Litigation tab's code (its list, the case wizard, the create and delete dialogs) is fetched
 * when the tab is first chosen: the dashboard opens on the Contracts tab and need not load or run
 * it (issue 12).
 */
const LitigationWorkspacesTab = lazy(() =>
  import('./litigation-workspaces-tab.tsx').then((m) => ({ default: m.LitigationWorkspacesTab })),
);

/** Asks for what the section shows first (the tiles, the Contracts tab's first page). */
export function prefetchWorkspacesSection(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(overviewQuery),
    queryClient.prefetchQuery(firstContractWorkspacesQuery),
  ]);
}

export type WorkspacesTab = 'contracts' | 'litigation';

/**
 * The dashboard overview: five tiles and the Workspaces section with its two tabs, the Contracts
 * tab first unless the page is the litigation list (`/dashboard/litigation`).
 */
export function WorkspacesSection({ tab = 'contracts' }: { tab?: WorkspacesTab }) {
  return (
    <Stack gap="lg" component="section" aria-labelledby="workspaces-overview-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="xl" id="workspaces-overview-title">
            Overview
          </Title>
          <Text size="sm" c="dimmed">
            Your workspaces, contracts and litigation at a glance.
          </Text>
        </Stack>
        <Button
          component={Link}
          to="/dashboard/contract-editor-demo"
          variant="default"
          size="xs"
          leftSection={<IconSparkles size={16} aria-hidden />}
        >
          Contract editor demo
        </Button>
      </Group>
      <OverviewTiles />
      <Title order={2} fz="xl">
        Workspaces
      </Title>
      <Tabs defaultValue={tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="contracts" leftSection={<IconFileText size={16} aria-hidden />}>
            Contracts
          </Tabs.Tab>
          <Tabs.Tab value="litigation" leftSection={<IconGavel size={16} aria-hidden />}>
            Litigation
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contracts">
          <ContractWorkspacesTab />
        </Tabs.Panel>
        <Tabs.Panel value="litigation">
          <Suspense fallback={<ListSkeleton label={workspaceTexts.loadingLitigation} />}>
            <LitigationWorkspacesTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
