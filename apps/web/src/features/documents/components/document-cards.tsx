import type { DocumentListItem } from '@lexi/shared/api/documents';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDay, formatUpdated } from '../../../lib/format-date.ts';
import { kindLabels } from '../document-texts.ts';
import { DocumentRowActions, openPath } from './document-row-actions.tsx';
import { DocumentStatusBadge } from './document-status-badge.tsx';

/** The inbox on a phone: one card per document, its facts one below the other. */
export function DocumentCards({ items }: { items: readonly DocumentListItem[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="Your documents" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={`${item.kind}:${item.id}`} component="li" withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Anchor component={Link} to={openPath(item)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Anchor>
              <DocumentStatusBadge status={item.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {kindLabels[item.kind]}
              {item.role === 'counter_party' ? ' · you signed as counter party' : ''}
            </Text>
            <Text size="sm">{item.parties.join(', ')}</Text>
            <Text size="sm" c="dimmed">
              {`Last activity ${formatUpdated(item.last_activity)} · ${
                item.expiry_date ? `expires ${formatDay(item.expiry_date)}` : 'no expiry date'
              }`}
            </Text>
            <DocumentRowActions item={item} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
