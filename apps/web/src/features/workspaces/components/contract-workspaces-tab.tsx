import { type WorkspaceStatusFilter, workspaceStatusFilters } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { contractWorkspaceTypes } from '@lexi/shared/validation/workspaces';
import {
  CONTRACT_WORKSPACES_GRID_PAGE_SIZE,
  CONTRACT_WORKSPACES_LIST_PAGE_SIZE,
} from '@lexi/shared/workspace-constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { contractWorkspacesQuery } from '../api/contract-workspaces.ts';
import { useListControls } from '../hooks/use-list-controls.ts';
import { contractFiltersActive, noContractFilters } from '../workspace-filters.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { ContractWorkspaceCard } from './contract-workspace-card.tsx';
import { ContractWorkspacesTable } from './contract-workspaces-table.tsx';
import { CreateContractWorkspaceModal } from './create-contract-workspace-modal.tsx';
import { FilterSelect } from './filter-select.tsx';
import { WorkspaceListTab } from './workspace-list-tab.tsx';

const statusOptions = Object.keys(workspaceStatusFilters) as WorkspaceStatusFilter[];

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** The tab's first page as it opens (grid, no filter), for a caller that asks for it beforehand. */
export const firstContractWorkspacesQuery = contractWorkspacesQuery({
  page: 1,
  pageSize: CONTRACT_WORKSPACES_GRID_PAGE_SIZE,
  search: noContractFilters.search,
  type: noContractFilters.type,
  status: noContractFilters.status,
});

/**
 * The Contracts tab of the dashboard's Workspaces section (spec part 2 §2): the server pages the
 * list and applies the search, type and status filters (the status from each workspace's documents).
 */
export function ContractWorkspacesTab() {
  const controls = useListControls(noContractFilters, {
    grid: CONTRACT_WORKSPACES_GRID_PAGE_SIZE,
    list: CONTRACT_WORKSPACES_LIST_PAGE_SIZE,
  });
  const { filters, update } = controls;
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);
  const list = useQuery(
    contractWorkspacesQuery({
      page: controls.page,
      pageSize: controls.pageSize,
      search,
      type: filters.type,
      status: filters.status,
    }),
  );

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
      list={list}
      filtered={list.data?.workspaces ?? []}
      serverPage={list.data ? { total: list.data.total, totalPages: list.data.num_pages } : undefined}
      filtersActive={contractFiltersActive(filters)}
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
