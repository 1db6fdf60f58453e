import type { DocumentListItem } from '@lexi/shared/api/documents';
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatDay, formatUpdated } from '../../../lib/format-date.ts';
import { kindLabels } from '../document-texts.ts';
import { DocumentRowActions, openPath } from './document-row-actions.tsx';
import { DocumentStatusBadge } from './document-status-badge.tsx';

/** The inbox on a wide screen: one row per document. */
export function DocumentsTable({ items }: { items: readonly DocumentListItem[] }) {
  return (
    <Paper withBorder radius="lg">
      <DataTable
        minWidth={860}
        highlightOnHover
        label="Your documents"
        columns={[
          'Title',
          'Parties',
          'Status',
          'Last activity',
          'Expires',
          <span key="actions" className="mantine-visually-hidden">
            Actions
          </span>,
        ]}
      >
        {items.map((item) => (
          <Table.Tr key={`${item.kind}:${item.id}`}>
            <Table.Td>
              <Anchor component={Link} to={openPath(item)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {kindLabels[item.kind]}
                {item.role === 'counter_party' ? ' · you signed as counter party' : ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{item.parties.join(', ')}</Text>
            </Table.Td>
            <Table.Td>
              <DocumentStatusBadge status={item.status} />
            </Table.Td>
            <Table.Td>{formatUpdated(item.last_activity)}</Table.Td>
            <Table.Td>{item.expiry_date ? formatDay(item.expiry_date) : '—'}</Table.Td>
            <Table.Td>
              <DocumentRowActions item={item} />
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Paper>
  );
}
