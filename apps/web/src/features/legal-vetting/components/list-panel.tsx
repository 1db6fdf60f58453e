import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError, type LoadingQuery } from '../../../components/ui/load-error.tsx';

/** The query a list comes from, and the catalogue's sentence for when it fails. */
export interface ListLoad {
  query: LoadingQuery;
  failed: string;
}

interface ListPanelProps {
  title: string;
  /** Said when the list has nothing to show. */
  empty: string;
  isEmpty: boolean;
  /** While the list loads it shows a placeholder, and if it fails why, with a retry (not `empty`). */
  load?: ListLoad;
  children: ReactNode;
  /** Rendered after the list, inside the panel (dialogs). */
  after?: ReactNode;
}

/** A titled panel holding a list of meetings or requests, with its empty text. */
export function ListPanel({ title, empty, isEmpty, load, children, after }: ListPanelProps) {
  const query = load?.query;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {query?.isPending ? (
          <Skeleton height={56} radius="md" role="status" aria-label={`Loading: ${title}`} />
        ) : query?.isError && load ? (
          <LoadError
            title={load.failed}
            error={query.error}
            onRetry={query.refetch}
            retrying={query.isFetching}
          />
        ) : (
          <>
            {isEmpty ? <Text size="sm">{empty}</Text> : null}
            {children}
          </>
        )}
      </Stack>
      {after}
    </Paper>
  );
}
