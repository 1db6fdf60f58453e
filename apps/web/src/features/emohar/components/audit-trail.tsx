import { messages } from '@lexi/shared/messages';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { auditTrailQuery } from '../api/fetch-audit-trail.ts';
import { formatTime } from './signers-list.tsx';

const eventLabels: Record<string, string> = {
  uploaded: 'Uploaded',
  details_added: 'Details added',
  link_shared: 'Share link created',
  link_sent: 'Share link emailed',
  links_revoked: 'Share links revoked',
  viewed: 'Viewed',
  code_sent: 'Code sent',
  code_verified: 'Code verified',
  code_failed: 'Wrong code',
  signed: 'Signed',
  sealed: 'Sealed',
  discarded: 'Discarded',
  sign_started: 'Sign session started',
  consent_given: 'Consent given',
  emailed: 'Sealed PDF emailed',
};

const labelOf = (type: string) => {
  const words = type.replace(/_/g, ' ');
  return eventLabels[type] ?? words.charAt(0).toUpperCase() + words.slice(1);
};

/** The document's append-only audit log, and whether its hash chain is intact. */
export function AuditTrail({ id }: { id: string }) {
  const trail = useQuery(auditTrailQuery(id));
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="audit-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="audit-title">
            Audit trail
          </Title>
          {trail.data ? (
            <Badge variant="light" color={trail.data.chain_valid ? 'teal' : 'red'}>
              {trail.data.chain_valid ? 'Chain intact' : 'Chain broken'}
            </Badge>
          ) : null}
        </Group>
        {trail.isPending ? (
          <Skeleton height={120} role="status" aria-label="Loading the audit trail" />
        ) : null}
        {trail.isError ? (
          <LoadError
            title={messages.emohar.own.auditFailed}
            error={trail.error}
            onRetry={() => trail.refetch()}
            retrying={trail.isFetching}
          />
        ) : null}
        {trail.data && !trail.data.chain_valid ? (
          <Alert color="red" variant="light" role="alert">
            An event of this log was changed, removed or reordered after it was written.
          </Alert>
        ) : null}
        {trail.data ? (
          // On a phone the table scrolls sideways; it holds nothing focusable, so its scrolling part
          // takes focus itself for the arrow keys to scroll it (axe: scrollable-region-focusable).
          <Table.ScrollContainer
            minWidth={520}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Audit trail events' },
            }}
          >
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">#</Table.Th>
                  <Table.Th scope="col">Event</Table.Th>
                  <Table.Th scope="col">By</Table.Th>
                  <Table.Th scope="col">When</Table.Th>
                  <Table.Th scope="col">Hash</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trail.data.events.map((event) => (
                  <Table.Tr key={event.seq}>
                    <Table.Td>{event.seq}</Table.Td>
                    <Table.Td>{labelOf(event.event_type)}</Table.Td>
                    <Table.Td>{event.actor_kind.replace(/_/g, ' ')}</Table.Td>
                    <Table.Td>{formatTime(event.created_at)}</Table.Td>
                    <Table.Td>
                      <Text span ff="monospace" size="xs" title={event.hash}>
                        {event.hash.slice(0, 12)}…
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
