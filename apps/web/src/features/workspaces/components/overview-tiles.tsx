import type { WorkspacesOverviewResponse } from '@lexi/shared/api/workspaces';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { overviewQuery } from '../api/overview.ts';
import { workspaceTexts } from '../workspace-texts.ts';

const tiles: { key: keyof Omit<WorkspacesOverviewResponse, 'success'>; label: string }[] = [
  { key: 'totalWorkspaces', label: 'Total Workspaces' },
  { key: 'totalSignedContracts', label: 'Total Signed Contracts' },
  { key: 'totalContractsDrafted', label: 'Contracts Drafted' },
  { key: 'totalLitigationDrafts', label: 'Litigation Drafts' },
  { key: 'totalJudgementFiles', label: 'Judgement Files' },
];

/** The five summary tiles of the dashboard overview (spec part 2 §2), from real counts. */
export function OverviewTiles() {
  const overview = useQuery(overviewQuery);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" component="dl" m={0}>
        {tiles.map((tile) => (
          <Paper key={tile.key} withBorder radius="lg" p="md">
            <Text component="dt" size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} lh={1.3}>
              {overview.isPending ? (
                <Skeleton height={28} width={48} mt={4} role="status" aria-label={`Loading ${tile.label}`} />
              ) : overview.data ? (
                overview.data[tile.key]
              ) : (
                '—'
              )}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {overview.isError ? (
        <Group gap="xs">
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {workspaceTexts.overviewFailed}
          </Text>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => overview.refetch()}
            loading={overview.isFetching}
          >
            Try again
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
