import { Grid, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError, isLastingRefusal } from '../../../lib/api-error.ts';
import { NotesPanel } from './notes-panel.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { WorkspaceLoadFailed, WorkspaceNotFound } from './workspace-not-found.tsx';

/** What a workspace page shows until its workspace has come: a skeleton, or why it is not there. */
export function workspaceLoadState(query: {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}): ReactNode {
  if (query.isPending) return <PageSkeleton label="Loading the workspace" />;
  if (query.isError) {
    const error = query.error;
    // Not found or not yours stays so; anything else (no connection, a server error) offers a retry.
    if (error instanceof ApiError && isLastingRefusal(error)) {
      return <WorkspaceNotFound message={error.serverMessage} />;
    }
    return <WorkspaceLoadFailed error={error} onRetry={query.refetch} retrying={query.isFetching} />;
  }
  return null;
}

interface WorkspacePageLayoutProps {
  workspaceId: string;
  header: ReactNode;
  /** Said between the header and the details. */
  notice?: ReactNode;
  /** Detail items; `detailColumns` of them a row on wide screens. */
  details: ReactNode;
  detailColumns: number;
  /** The wide column, above the notes. */
  main: ReactNode;
  /** The narrow column. */
  side: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
  /** The caller may write notes (a firm's viewer reads them only). */
  canWrite?: boolean;
}

/** A workspace page: header, details, then its content and notes beside the team. */
export function WorkspacePageLayout({
  workspaceId,
  header,
  notice,
  details,
  detailColumns,
  main,
  side,
  children,
  canWrite = true,
}: WorkspacePageLayoutProps) {
  return (
    <Stack gap="lg">
      {header}
      {notice}
      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Details">
        <SimpleGrid cols={{ base: 1, xs: 2, md: detailColumns }} spacing="md" component="dl" m={0}>
          {details}
        </SimpleGrid>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {main}
            <NotesPanel workspaceId={workspaceId} canWrite={canWrite} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{side}</Grid.Col>
      </Grid>
      {children}
    </Stack>
  );
}
