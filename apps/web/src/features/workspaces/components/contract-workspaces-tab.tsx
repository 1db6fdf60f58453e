import { type WorkspaceStatusFilter, workspaceStatusFilters } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { type ContractWorkspaceType, contractWorkspaceTypes } from '@lexi/shared/validation/workspaces';
import {
  CONTRACT_WORKSPACES_GRID_PAGE_SIZE,
  CONTRACT_WORKSPACES_LIST_PAGE_SIZE,
} from '@lexi/shared/workspace-constants';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contractWorkspacesQuery } from '../api/contract-workspaces.ts';
import { useWorkspaceDocuments } from '../hooks/use-workspace-documents.ts';
import {
  type ContractFilters,
  contractFiltersActive,
  filterContractWorkspaces,
  noContractFilters,
  paginate,
} from '../workspace-filters.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { ContractWorkspaceCard } from './contract-workspace-card.tsx';
import { ContractWorkspacesTable } from './contract-workspaces-table.tsx';
import { CreateContractWorkspaceModal } from './create-contract-workspace-modal.tsx';
import { EmptyState } from './empty-state.tsx';
import { LayoutToggle, type ListLayout } from './layout-toggle.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { Pager } from './pager.tsx';

const statusOptions = Object.keys(workspaceStatusFilters) as WorkspaceStatusFilter[];

/** The Contracts tab of the dashboard's Workspaces section (spec part 2 §2). */
export function ContractWorkspacesTab() {
  const list = useQuery(contractWorkspacesQuery);
  const [filters, setFilters] = useState<ContractFilters>(noContractFilters);
  const [layout, setLayout] = useState<ListLayout>('grid');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const workspaces = list.data ?? [];
  const statuses = useWorkspaceDocuments(workspaces, filters.status !== 'all');

  const pageSize =
    layout === 'grid' ? CONTRACT_WORKSPACES_GRID_PAGE_SIZE : CONTRACT_WORKSPACES_LIST_PAGE_SIZE;
  const filtered = filterContractWorkspaces(workspaces, filters, statuses.documentsById);
  const shown = paginate(filtered, page, pageSize);

  function update(next: Partial<ContractFilters>) {
    setFilters({ ...filters, ...next });
    setPage(1);
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search contract workspaces"
          placeholder={workspaceTexts.searchContractsPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => update({ search: event.currentTarget.value })}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          aria-label="Workspace type"
          data={[
            { value: 'all', label: 'All Types' },
            ...contractWorkspaceTypes.map((type) => ({ value: type, label: type })),
          ]}
          value={filters.type}
          onChange={(value) => update({ type: (value ?? 'all') as ContractWorkspaceType | 'all' })}
          allowDeselect={false}
          w={150}
        />
        <Select
          aria-label="Status"
          data={[
            { value: 'all', label: 'All Status' },
            ...statusOptions.map((status) => ({ value: status, label: status })),
          ]}
          value={filters.status}
          onChange={(value) => update({ status: (value ?? 'all') as WorkspaceStatusFilter | 'all' })}
          allowDeselect={false}
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

      {statuses.loading ? (
        <Alert color="blue" variant="light" icon={<Loader size={16} aria-hidden />} role="status">
          <Text size="sm">{workspaceTexts.loadingStatuses}</Text>
        </Alert>
      ) : null}

      {list.isPending ? (
        <ListSkeleton label="Loading contract workspaces" />
      ) : list.isError ? (
        <Alert color="red" variant="light" title={workspaceTexts.listFailed}>
          <Button size="xs" variant="default" onClick={() => list.refetch()} loading={list.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : filtered.length === 0 ? (
        statuses.loading ? null : (
          <EmptyState
            title={messages.workspace.noneFound}
            text={
              contractFiltersActive(filters)
                ? workspaceTexts.noWorkspacesFiltered
                : workspaceTexts.noWorkspacesYet
            }
            action={
              contractFiltersActive(filters) ? (
                <Button variant="default" size="xs" onClick={() => update(noContractFilters)}>
                  Clear filters
                </Button>
              ) : (
                <Button size="xs" onClick={() => setCreating(true)}>
                  Create New Workspace
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          {layout === 'grid' ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {shown.items.map((workspace) => (
                <ContractWorkspaceCard key={workspace.id} workspace={workspace} />
              ))}
            </SimpleGrid>
          ) : (
            <ContractWorkspacesTable workspaces={shown.items} />
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
      <CreateContractWorkspaceModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
