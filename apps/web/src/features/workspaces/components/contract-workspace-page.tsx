import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { contractWorkspaceDetailsQuery } from '../api/contract-workspaces.ts';
import { formatDate } from '../format-date.ts';
import { fullNameOf } from '../team-initials.ts';
import { ContractTypeBadge, clientNameOf, documentsCountLabel } from './contract-workspace-card.tsx';
import { DeleteWorkspaceButton } from './delete-workspace-button.tsx';
import { Detail } from './detail.tsx';
import { TeamPanel } from './team-panel.tsx';
import { WorkspaceDocuments } from './workspace-documents.tsx';
import { WorkspaceHeader } from './workspace-header.tsx';
import { WorkspaceNotFound } from './workspace-not-found.tsx';
import { WorkspacePageLayout, workspaceLoadState } from './workspace-page-layout.tsx';

/** /dashboard/workspace?id=: a contract workspace, its documents, team and notes. */
export function ContractWorkspacePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const details = useQuery({ ...contractWorkspaceDetailsQuery(id), enabled: id !== '' });
  usePageTitle(details.data?.workspace.name ?? 'Workspace');

  if (id === '') return <WorkspaceNotFound />;
  if (!details.isSuccess) return workspaceLoadState(details);
  const { workspace, contracts } = details.data;

  return (
    <WorkspacePageLayout
      workspaceId={workspace.id}
      canWrite={workspace.can_edit}
      header={
        <WorkspaceHeader
          name={workspace.name}
          badges={<ContractTypeBadge type={workspace.workspace_type} suffix=" workspace" />}
          actions={
            workspace.can_manage ? (
              <DeleteWorkspaceButton kind="contract" workspace={{ id: workspace.id, name: workspace.name }} />
            ) : null
          }
        />
      }
      detailColumns={4}
      details={
        <>
          <Detail label="Client" value={clientNameOf(workspace)} />
          <Detail
            label="Created"
            value={`${formatDate(workspace.created_at)} by ${fullNameOf(workspace.created_by)}`}
          />
          <Detail label="Last updated" value={formatDate(workspace.updated_at)} />
          <Detail label="Documents" value={documentsCountLabel(workspace.contracts_count)} />
        </>
      }
      main={
        <WorkspaceDocuments workspaceId={workspace.id} documents={contracts} canEdit={workspace.can_edit} />
      }
      side={<TeamPanel kind="contract" workspace={workspace} />}
    />
  );
}
