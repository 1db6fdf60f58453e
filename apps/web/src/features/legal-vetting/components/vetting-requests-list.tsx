import type { VettingRequestSummary } from '@lexi/shared/api/legal-vetting';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VettingStatusBadge } from './vetting-status-badge.tsx';

/** Vetting requests with their status, each opening the contract with its comments. */
export function VettingRequestsList({
  title,
  requests,
  empty,
}: {
  title: string;
  requests: VettingRequestSummary[];
  empty: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {requests.length === 0 ? <Text size="sm">{empty}</Text> : null}
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
      </Stack>
    </Paper>
  );
}
