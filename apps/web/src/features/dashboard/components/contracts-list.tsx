import type { DashboardContract } from '@lexi/shared/api/dashboard';
import { type ContractType, contractTypeLabels } from '@lexi/shared/validation/draft-form';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconFilePlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatDay, formatUpdated } from '../../../lib/format-date.ts';
import { useProgressiveList } from '../../../lib/use-progressive-list.ts';

/** Rows added per task while the list is first shown. */
const ROWS_PER_TASK = 6;

const statusColors = { draft: 'gray', final: 'indigo', shared: 'blue', signed: 'teal' } as const;

interface ContractsListProps {
  contracts: DashboardContract[];
  onDelete: (contract: DashboardContract) => void;
}

const openPath = (c: DashboardContract) =>
  `/drafts/${encodeURIComponent(c.id)}${c.type === 'contract' ? '?type=contract' : ''}`;

/** The user's contracts and drafts: title, type, status, counter party, expiry, last change. */
export function ContractsList({ contracts, onDelete }: ContractsListProps) {
  const shown = useProgressiveList(contracts, ROWS_PER_TASK);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="contracts-title"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="contracts-title">
            Contracts and drafts
          </Title>
          <Button
            component={Link}
            to="/drafts/new"
            size="xs"
            variant="light"
            leftSection={<IconFilePlus size={14} aria-hidden />}
          >
            New draft
          </Button>
        </Group>
        {contracts.length === 0 ? (
          <Stack gap="xs" align="flex-start" py="md">
            <Text>No contracts yet — draft your first one</Text>
            <Button component={Link} to="/drafts/new">
              Draft a contract
            </Button>
          </Stack>
        ) : (
          <DataTable
            minWidth={640}
            highlightOnHover
            columns={[
              'Title',
              'Status',
              'Counter party',
              'Expires',
              'Updated',
              <span key="actions" className="mantine-visually-hidden">
                Actions
              </span>,
            ]}
          >
            {shown.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={openPath(c)} fw={600}>
                    {c.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {contractTypeLabels[c.contract_type as ContractType] ?? c.contract_type}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColors[c.status]} variant="light">
                    {c.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{c.counter_party_name}</Table.Td>
                <Table.Td>{c.expiry_date ? formatDay(c.expiry_date) : '—'}</Table.Td>
                <Table.Td>{formatUpdated(c.updated_at)}</Table.Td>
                <Table.Td>
                  {/* A contract with a signing document is out for signature or a signed record: not deletable. */}
                  {c.type === 'draft' && c.status !== 'signed' && c.emohar_id === null ? (
                    <Tooltip label="Delete draft" withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={`Delete ${c.title}`}
                        onClick={() => onDelete(c)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>
    </Paper>
  );
}
