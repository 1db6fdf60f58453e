import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import {
  type WorkspaceDocumentStatus,
  type WorkspaceStatusFilter,
  workspaceStatusFilters,
} from '@lexi/shared/api/workspaces';
import type { CaseType, ContractWorkspaceType } from '@lexi/shared/validation/workspaces';

/** Keeps the first of each id, in order (pages fetched one after another may overlap). */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** The filter group a document's status counts as (spec part 2 §4 "Contract status mapping"). */
export function statusGroupOf(status: WorkspaceDocumentStatus): WorkspaceStatusFilter {
  for (const [group, statuses] of Object.entries(workspaceStatusFilters) as [
    WorkspaceStatusFilter,
    readonly WorkspaceDocumentStatus[],
  ][]) {
    if (statuses.includes(status)) return group;
  }
  return 'Draft';
}

export interface ContractFilters {
  search: string;
  type: ContractWorkspaceType | 'all';
  status: WorkspaceStatusFilter | 'all';
}

export const noContractFilters: ContractFilters = { search: '', type: 'all', status: 'all' };

export function contractFiltersActive(filters: ContractFilters): boolean {
  return filters.search.trim() !== '' || filters.type !== 'all' || filters.status !== 'all';
}

function includesText(values: readonly (string | null)[], search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return values.some((value) => value?.toLocaleLowerCase().includes(needle));
}

export interface LitigationFilters {
  search: string;
  caseType: CaseType | 'all';
}

export const noLitigationFilters: LitigationFilters = { search: '', caseType: 'all' };

/** The Litigation tab's list: search across name, client, opponent, case type and area of law. */
export function filterLitigationWorkspaces(
  workspaces: readonly LitigationWorkspace[],
  filters: LitigationFilters,
): LitigationWorkspace[] {
  return workspaces.filter(
    (workspace) =>
      includesText(
        [
          workspace.workspace_name,
          workspace.client_name,
          workspace.opponent_name,
          workspace.case_type,
          workspace.area_of_law,
        ],
        filters.search,
      ) &&
      (filters.caseType === 'all' || workspace.case_type === filters.caseType),
  );
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  totalPages: number;
}

/** One page of a list; a page past the end (after a filter shrank it) shows the last one. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages };
}
