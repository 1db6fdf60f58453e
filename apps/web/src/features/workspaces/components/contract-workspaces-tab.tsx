import { type WorkspaceStatusFilter, workspaceStatusFilters } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { contractWorkspaceTypes } from '@lexi/shared/validation/workspaces';
import {
  CONTRACT_WORKSPACES_GRID_PAGE_SIZE,
  CONTRACT_WORKSPACES_LIST_PAGE_SIZE,
} from '@lexi/shared/workspace-constants';
import { Alert, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contractWorkspacesQuery } from '../api/contract-workspaces.ts';
import { useListControls } from '../hooks/use-list-controls.ts';
import { useWorkspaceDocuments } from '../hooks/use-workspace-documents.ts';
import { contractFiltersActive, filterContractWorkspaces, noContractFilters } from '../workspace-filters.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { ContractWorkspaceCard } from './contract-workspace-card.tsx';
import { ContractWorkspacesTable } from './contract-workspaces-table.tsx';
import { CreateContractWorkspaceModal } from './create-contract-workspace-modal.tsx';
import { FilterSelect } from './filter-select.tsx';
import { WorkspaceListTab } from './workspace-list-tab.tsx';

const statusOptions = Object.keys(workspaceStatusFilters) as WorkspaceStatusFilter[];

/** The Contracts tab of the dashboard's Workspaces section (spec part 2 §2). */
export function ContractWorkspacesTab() {
  const list = useQuery(contractWorkspacesQuery);
  const controls = useListControls(noContractFilters, {
    grid: CONTRACT_WORKSPACES_GRID_PAGE_SIZE,
    list: CONTRACT_WORKSPACES_LIST_PAGE_SIZE,
  });
  const { filters, update } = controls;
  const workspaces = list.data ?? [];
  const statuses = useWorkspaceDocuments(workspaces, filters.status !== 'all');

  return (
    <WorkspaceListTab
      controls={controls}
      searchLabel="Search contract workspaces"
      searchPlaceholder={workspaceTexts.searchContractsPlaceholder}
      filterSelects={
        <>
          <FilterSelect
            label="Workspace type"
            allLabel="All Types"
            options={contractWorkspaceTypes}
            value={filters.type}
            onChange={(type) => update({ type })}
          />
          <FilterSelect
            label="Status"
            allLabel="All Status"
            options={statusOptions}
            value={filters.status}
            onChange={(status) => update({ status })}
          />
        </>
      }
      notice={
        statuses.loading ? (
          <Alert color="blue" variant="light" icon={<Loader size={16} aria-hidden />} role="status">
            <Text size="sm">{workspaceTexts.loadingStatuses}</Text>
          </Alert>
        ) : null
      }
      list={list}
      filtered={filterContractWorkspaces(workspaces, filters, statuses.documentsById)}
      filtersActive={contractFiltersActive(filters)}
      hideEmpty={statuses.loading}
      texts={{
        loading: 'Loading contract workspaces',
        failed: workspaceTexts.listFailed,
        emptyTitle: messages.workspace.noneFound,
        emptyFiltered: workspaceTexts.noWorkspacesFiltered,
        emptyNone: workspaceTexts.noWorkspacesYet,
      }}
      renderCard={(workspace) => <ContractWorkspaceCard key={workspace.id} workspace={workspace} />}
      renderTable={(items) => <ContractWorkspacesTable workspaces={items} />}
    >
      <CreateContractWorkspaceModal opened={controls.creating} onClose={() => controls.setCreating(false)} />
    </WorkspaceListTab>
  );
}
