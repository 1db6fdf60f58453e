import type { ContractWorkspace } from '@lexi/shared/api/workspaces';
import { Anchor, Paper, Table } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../format-date.ts';
import { ContractTypeBadge, clientNameOf, contractWorkspaceHref } from './contract-workspace-card.tsx';
import { OpenButton } from './open-button.tsx';
import { TeamAvatars } from './team-avatars.tsx';

/** The list view of the Contracts tab. */
export function ContractWorkspacesTable({ workspaces }: { workspaces: readonly ContractWorkspace[] }) {
  return (
    <Paper withBorder radius="lg">
      <DataTable
        minWidth={760}
        highlightOnHover
        label="Contract workspaces"
        columns={['Workspace Name', 'Type', 'Client', 'Documents', 'Created', 'Updated', 'Team', 'Actions']}
      >
        {workspaces.map((workspace) => (
          <Table.Tr key={workspace.id}>
            <Table.Td>
              <Anchor component={Link} to={contractWorkspaceHref(workspace.id)} fw={600}>
                {workspace.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <ContractTypeBadge type={workspace.workspace_type} />
            </Table.Td>
            <Table.Td>{clientNameOf(workspace)}</Table.Td>
            <Table.Td>{workspace.contracts_count}</Table.Td>
            <Table.Td>{formatDate(workspace.created_at)}</Table.Td>
            <Table.Td>{formatDate(workspace.updated_at)}</Table.Td>
            <Table.Td>
              <TeamAvatars members={workspace.team_members} />
            </Table.Td>
            <Table.Td>
              <OpenButton name={workspace.name} to={contractWorkspaceHref(workspace.id)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Paper>
  );
}
