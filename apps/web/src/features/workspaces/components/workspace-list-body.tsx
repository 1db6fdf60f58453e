import { Alert, Button, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import type { ListControls } from '../hooks/use-list-controls.ts';
import { paginate } from '../workspace-filters.ts';
import { ListSkeleton } from './list-skeleton.tsx';

/** What the body needs of the list's query. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface WorkspaceListBodyTexts {
  loading: string;
  failed: string;
  emptyTitle: string;
  /** The empty text when filters hide every workspace. */
  emptyFiltered: string;
  /** The empty text when there is no workspace at all. */
  emptyNone: string;
}

export interface WorkspaceListBodyProps<T> {
  controls: Pick<ListControls<unknown>, 'clearFilters' | 'layout' | 'page' | 'pageSize' | 'setPage'>;
  list: ListQuery;
  /** The workspaces left by the filters (all of them, or, with `serverPage`, this page's). */
  filtered: readonly T[];
  /** The list is paged on the server: `filtered` is the current page of `total`. */
  serverPage?: { total: number; totalPages: number } | undefined;
  filtersActive: boolean;
  texts: WorkspaceListBodyTexts;
  renderCard: (item: T) => ReactNode;
  renderTable: (items: readonly T[]) => ReactNode;
  onCreate: () => void;
}

/** A workspace tab's list: loading, failed, empty, or a page of cards or rows with the pager. */
export function WorkspaceListBody<T>({
  controls,
  list,
  filtered,
  serverPage,
  filtersActive,
  texts,
  renderCard,
  renderTable,
  onCreate,
}: WorkspaceListBodyProps<T>) {
  if (list.isPending) return <ListSkeleton label={texts.loading} />;
  if (list.isError) {
    return (
      <Alert color="red" variant="light" title={texts.failed}>
        <Button size="xs" variant="default" onClick={() => list.refetch()} loading={list.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (filtered.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        text={filtersActive ? texts.emptyFiltered : texts.emptyNone}
        action={
          filtersActive ? (
            <Button variant="default" size="xs" onClick={controls.clearFilters}>
              Clear filters
            </Button>
          ) : (
            <Button size="xs" onClick={onCreate}>
              Create New Workspace
            </Button>
          )
        }
      />
    );
  }
  const shown = serverPage
    ? { items: filtered, page: controls.page, totalPages: serverPage.totalPages }
    : paginate(filtered, controls.page, controls.pageSize);
  const total = serverPage ? serverPage.total : filtered.length;
  return (
    <>
      {controls.layout === 'grid' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.items.map(renderCard)}
        </SimpleGrid>
      ) : (
        renderTable(shown.items)
      )}
      <Pager
        page={shown.page}
        totalPages={shown.totalPages}
        total={total}
        pageSize={controls.pageSize}
        onChange={controls.setPage}
        noun="workspaces"
      />
    </>
  );
}
