import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { Group, Paper, Table, Text } from '@mantine/core';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { LitigationItemMenu } from './litigation-item-menu.tsx';
import { CaseTypeBadge } from './litigation-workspace-card.tsx';
import { OpenButton } from './open-button.tsx';

const w = messages.litigation.page.workspaceFields;

interface LitigationWorkspacesTableProps {
  workspaces: readonly LitigationWorkspace[];
  onOpen: (workspace: LitigationWorkspace) => void;
  onDelete: (workspace: LitigationWorkspace) => void;
}

/** The list view of the Litigation tab, with the spec's columns; the timeline is the first status. */
export function LitigationWorkspacesTable({ workspaces, onOpen, onDelete }: LitigationWorkspacesTableProps) {
  return (
    <Paper withBorder radius="lg">
      <DataTable
        minWidth={820}
        highlightOnHover
        label={messages.litigation.page.list.tableLabel}
        columns={[w.workspaceName, w.client, w.opponent, w.case, w.areaOfLaw, w.timeline, w.actions]}
      >
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
                <OpenButton name={workspace.workspace_name} onClick={() => onOpen(workspace)} />
                <LitigationItemMenu workspace={workspace} onDelete={onDelete} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Paper>
  );
}
