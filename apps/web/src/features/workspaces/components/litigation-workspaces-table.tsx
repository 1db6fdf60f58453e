import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { LitigationItemMenu } from './litigation-item-menu.tsx';
import { CaseTypeBadge } from './litigation-workspace-card.tsx';

interface LitigationWorkspacesTableProps {
  workspaces: readonly LitigationWorkspace[];
  onOpen: (workspace: LitigationWorkspace) => void;
  onDelete: (workspace: LitigationWorkspace) => void;
}

/** The list view of the Litigation tab, with the spec's columns; the timeline is the first status. */
export function LitigationWorkspacesTable({ workspaces, onOpen, onDelete }: LitigationWorkspacesTableProps) {
  return (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Litigation workspaces">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Workspace Name</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Opponent</Table.Th>
              <Table.Th>Case</Table.Th>
              <Table.Th>Area of Law</Table.Th>
              <Table.Th>Timeline</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {workspaces.map((workspace) => (
              <Table.Tr key={workspace.id} onDoubleClick={() => onOpen(workspace)}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {workspace.workspace_name}
                  </Text>
                </Table.Td>
                <Table.Td>{workspace.client_name}</Table.Td>
                <Table.Td>{workspace.opponent_name}</Table.Td>
                <Table.Td>
                  <CaseTypeBadge caseType={workspace.case_type} />
                </Table.Td>
                <Table.Td>{workspace.area_of_law}</Table.Td>
                <Table.Td>{workspace.status[0] ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(workspace)}
                      aria-label={`Open ${workspace.workspace_name}`}
                    >
                      Open
                    </Button>
                    <LitigationItemMenu workspace={workspace} onDelete={onDelete} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
