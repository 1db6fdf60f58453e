import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { type CaseType, caseTypes } from '@lexi/shared/validation/workspaces';
import {
  LITIGATION_WORKSPACES_GRID_PAGE_SIZE,
  LITIGATION_WORKSPACES_LIST_PAGE_SIZE,
} from '@lexi/shared/workspace-constants';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { litigationWorkspacesQuery } from '../api/litigation-workspaces.ts';
import {
  filterLitigationWorkspaces,
  type LitigationFilters,
  noLitigationFilters,
  paginate,
} from '../workspace-filters.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { CreateLitigationWorkspaceModal } from './create-litigation-workspace-modal.tsx';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { LayoutToggle, type ListLayout } from './layout-toggle.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { LitigationWorkspaceCard, litigationWorkspaceHref } from './litigation-workspace-card.tsx';
import { LitigationWorkspacesTable } from './litigation-workspaces-table.tsx';
import { Pager } from './pager.tsx';

/** The Litigation tab of the dashboard's Workspaces section (spec part 2 §2). */
export function LitigationWorkspacesTab() {
  const list = useQuery(litigationWorkspacesQuery);
  const navigate = useNavigate();
  const [filters, setFilters] = useState<LitigationFilters>(noLitigationFilters);
  const [layout, setLayout] = useState<ListLayout>('grid');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<LitigationWorkspace | null>(null);

  const pageSize =
    layout === 'grid' ? LITIGATION_WORKSPACES_GRID_PAGE_SIZE : LITIGATION_WORKSPACES_LIST_PAGE_SIZE;
  const filtered = filterLitigationWorkspaces(list.data ?? [], filters);
  const shown = paginate(filtered, page, pageSize);
  const filtersActive = filters.search.trim() !== '' || filters.caseType !== 'all';

  // Without extracted case details the wizard would open (a later issue); the page says so meanwhile.
  const open = (workspace: LitigationWorkspace) => navigate(litigationWorkspaceHref(workspace.id));

  function update(next: Partial<LitigationFilters>) {
    setFilters({ ...filters, ...next });
    setPage(1);
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search litigation workspaces"
          placeholder={workspaceTexts.searchLitigationPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => update({ search: event.currentTarget.value })}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          aria-label="Case type"
          data={[
            { value: 'all', label: 'All Types' },
            ...caseTypes.map((type) => ({ value: type, label: type })),
          ]}
          value={filters.caseType}
          onChange={(value) => update({ caseType: (value ?? 'all') as CaseType | 'all' })}
          allowDeselect={false}
          w={150}
        />
        <Select
          aria-label="Status (not available)"
          data={['All Status']}
          value="All Status"
          disabled
          w={150}
        />
        <LayoutToggle
          value={layout}
          onChange={(next) => {
            setLayout(next);
            setPage(1);
          }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          Create New Workspace
        </Button>
      </Group>

      {list.isPending ? (
        <ListSkeleton label="Loading litigation workspaces" />
      ) : list.isError ? (
        <Alert color="red" variant="light" title={messages.litigation.fetchWorkspacesFailed}>
          <Button size="xs" variant="default" onClick={() => list.refetch()} loading={list.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : filtered.length === 0 ? (
        <EmptyState
          title={messages.litigation.noCasesFound}
          text={filtersActive ? workspaceTexts.noLitigationFiltered : workspaceTexts.noLitigationYet}
          action={
            filtersActive ? (
              <Button variant="default" size="xs" onClick={() => update(noLitigationFilters)}>
                Clear filters
              </Button>
            ) : (
              <Button size="xs" onClick={() => setCreating(true)}>
                Create New Workspace
              </Button>
            )
          }
        />
      ) : (
        <>
          {layout === 'grid' ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {shown.items.map((workspace) => (
                <LitigationWorkspaceCard
                  key={workspace.id}
                  workspace={workspace}
                  onOpen={open}
                  onDelete={setToDelete}
                />
              ))}
            </SimpleGrid>
          ) : (
            <LitigationWorkspacesTable workspaces={shown.items} onOpen={open} onDelete={setToDelete} />
          )}
          <Pager
            page={shown.page}
            totalPages={shown.totalPages}
            total={filtered.length}
            pageSize={pageSize}
            onChange={setPage}
            noun="workspaces"
          />
        </>
      )}
      <CreateLitigationWorkspaceModal opened={creating} onClose={() => setCreating(false)} />
      <DeleteWorkspaceDialog
        kind="litigation"
        workspace={toDelete ? { id: toDelete.id, name: toDelete.workspace_name } : null}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
