import type { ContractWorkspace } from '@lexi/shared/api/workspaces';
import { Badge, Text } from '@mantine/core';
import { OpenButton } from './open-button.tsx';
import { LabelledLine, WorkspaceCard } from './workspace-card.tsx';

export function contractWorkspaceHref(id: string): string {
  return `/dashboard/workspace?id=${encodeURIComponent(id)}`;
}

export function clientNameOf(workspace: { client_name?: string | null }): string {
  return workspace.client_name?.trim() || 'N/A';
}

/** Client blue, Internal grape; `suffix` follows the type ("Client workspace"). */
export function ContractTypeBadge({
  type,
  suffix = '',
}: {
  type: ContractWorkspace['workspace_type'];
  suffix?: string;
}) {
  return (
    <Badge variant="light" color={type === 'Client' ? 'blue' : 'grape'}>
      {`${type}${suffix}`}
    </Badge>
  );
}

export function documentsCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'document' : 'documents'} processed`;
}

/** A contract workspace in the grid (spec part 2 §2 "Workspace card"). */
export function ContractWorkspaceCard({ workspace }: { workspace: ContractWorkspace }) {
  return (
    <WorkspaceCard
      name={workspace.name}
      header={
        <>
          <ContractTypeBadge type={workspace.workspace_type} />
          <Text size="xs" c="dimmed">
            {documentsCountLabel(workspace.contracts_count)}
          </Text>
        </>
      }
      createdAt={workspace.created_at}
      updatedAt={workspace.updated_at}
      members={workspace.team_members}
      open={<OpenButton name={workspace.name} to={contractWorkspaceHref(workspace.id)} />}
    >
      <LabelledLine label="Client" value={clientNameOf(workspace)} />
    </WorkspaceCard>
  );
}
