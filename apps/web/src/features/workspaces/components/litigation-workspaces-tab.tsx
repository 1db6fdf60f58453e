import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { caseTypes } from '@lexi/shared/validation/workspaces';
import {
  LITIGATION_WORKSPACES_GRID_PAGE_SIZE,
  LITIGATION_WORKSPACES_LIST_PAGE_SIZE,
} from '@lexi/shared/workspace-constants';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { litigationWorkspacesQuery } from '../api/litigation-workspaces.ts';
import { useListControls } from '../hooks/use-list-controls.ts';
import { filterLitigationWorkspaces, noLitigationFilters } from '../workspace-filters.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { CaseWizardModal } from './case-wizard-modal.tsx';
import { CreateLitigationWorkspaceModal } from './create-litigation-workspace-modal.tsx';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog.tsx';
import { FilterSelect } from './filter-select.tsx';
import { LitigationWorkspaceCard, litigationWorkspaceHref } from './litigation-workspace-card.tsx';
import { LitigationWorkspacesTable } from './litigation-workspaces-table.tsx';
import { WorkspaceListTab } from './workspace-list-tab.tsx';

const listWords = messages.litigation.page.list;

/** The Litigation tab of the dashboard's Workspaces section (spec part 2 §2). */
export function LitigationWorkspacesTab() {
  const list = useQuery(litigationWorkspacesQuery);
  const navigate = useNavigate();
  const controls = useListControls(noLitigationFilters, {
    grid: LITIGATION_WORKSPACES_GRID_PAGE_SIZE,
    list: LITIGATION_WORKSPACES_LIST_PAGE_SIZE,
  });
  const { filters, update } = controls;
  const [toDelete, setToDelete] = useState<LitigationWorkspace | null>(null);

  const [wizardFor, setWizardFor] = useState<LitigationWorkspace | null>(null);

  // Open (or double-click): the case details wizard until the case is extracted, then its page;
  // a firm's viewer, who may not extract it, reads the page.
  const open = (workspace: LitigationWorkspace) =>
    workspace.is_case_details_extracted || !workspace.can_edit
      ? navigate(litigationWorkspaceHref(workspace.id))
      : setWizardFor(workspace);

  return (
    <WorkspaceListTab
      controls={controls}
      searchLabel="Search litigation workspaces"
      searchPlaceholder={workspaceTexts.searchLitigationPlaceholder}
      filterSelects={
        <>
          <FilterSelect
            label={listWords.caseTypeFilter}
            allLabel="All Types"
            options={caseTypes}
            value={filters.caseType}
            onChange={(caseType) => update({ caseType })}
          />
          <Select
            aria-label={listWords.statusFilter}
            data={[listWords.allStatus]}
            value={listWords.allStatus}
            disabled
            w={150}
          />
        </>
      }
      list={list}
      filtered={filterLitigationWorkspaces(list.data ?? [], filters)}
      filtersActive={filters.search.trim() !== '' || filters.caseType !== 'all'}
      texts={{
        loading: workspaceTexts.loadingLitigation,
        failed: messages.litigation.fetchWorkspacesFailed,
        emptyTitle: messages.litigation.noCasesFound,
        emptyFiltered: workspaceTexts.noLitigationFiltered,
        emptyNone: workspaceTexts.noLitigationYet,
      }}
      renderCard={(workspace) => (
        <LitigationWorkspaceCard
          key={workspace.id}
          workspace={workspace}
          onOpen={open}
          onDelete={setToDelete}
        />
      )}
      renderTable={(items) => (
        <LitigationWorkspacesTable workspaces={items} onOpen={open} onDelete={setToDelete} />
      )}
    >
      <CreateLitigationWorkspaceModal
        opened={controls.creating}
        onClose={() => controls.setCreating(false)}
      />
      <CaseWizardModal
        key={wizardFor?.id ?? 'none'}
        workspace={wizardFor}
        onClose={() => setWizardFor(null)}
      />
      <DeleteWorkspaceDialog
        kind="litigation"
        workspace={toDelete ? { id: toDelete.id, name: toDelete.workspace_name } : null}
        onClose={() => setToDelete(null)}
      />
    </WorkspaceListTab>
  );
}
