import type { ContractWorkspace } from '@lexi/shared/api/workspaces';
import { Anchor, Badge, Button, Paper, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../format-date.ts';
import { contractWorkspaceHref } from './contract-workspace-card.tsx';
import { TeamAvatars } from './team-avatars.tsx';

/** The list view of the Contracts tab. */
export function ContractWorkspacesTable({ workspaces }: { workspaces: readonly ContractWorkspace[] }) {
  return (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Contract workspaces">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Workspace Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Documents</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th>Team</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {workspaces.map((workspace) => (
              <Table.Tr key={workspace.id}>
                <Table.Td>
                  <Anchor component={Link} to={contractWorkspaceHref(workspace.id)} fw={600}>
                    {workspace.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={workspace.workspace_type === 'Client' ? 'blue' : 'grape'}>
                    {workspace.workspace_type}
                  </Badge>
                </Table.Td>
                <Table.Td>{workspace.client_name?.trim() || 'N/A'}</Table.Td>
                <Table.Td>{workspace.contracts_count}</Table.Td>
                <Table.Td>{formatDate(workspace.created_at)}</Table.Td>
                <Table.Td>{formatDate(workspace.updated_at)}</Table.Td>
                <Table.Td>
                  <TeamAvatars members={workspace.team_members} />
                </Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={contractWorkspaceHref(workspace.id)}
                    size="xs"
                    variant="light"
                    aria-label={`Open ${workspace.name}`}
                  >
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
