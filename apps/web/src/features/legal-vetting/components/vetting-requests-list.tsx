import type { VettingRequestSummary } from '@lexi/shared/api/legal-vetting';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type ListLoad, ListPanel } from './list-panel.tsx';
import { VettingStatusBadge } from './vetting-status-badge.tsx';

/** Vetting requests with their status, each opening the contract with its comments. */
export function VettingRequestsList({
  title,
  requests,
  empty,
  load,
}: {
  title: string;
  requests: VettingRequestSummary[];
  empty: string;
  load?: ListLoad;
}) {
  return (
    <ListPanel title={title} empty={empty} isEmpty={requests.length === 0} load={load}>
      {requests.map((request) => (
        <Group key={request.contract_id} justify="space-between" gap="sm">
          <Stack gap={0}>
            <Anchor component={Link} to={`/legal-vetting/contracts/${request.contract_id}`} fw={600}>
              {request.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {request.role === 'lawyer' ? `From ${request.client.name}` : `With ${request.lawyer.name}`}
            </Text>
          </Stack>
          <VettingStatusBadge status={request.status} />
        </Group>
      ))}
    </ListPanel>
  );
}
