import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The top of a workspace page: back link, name, badges and actions. */
export function WorkspaceHeader({
  name,
  badges,
  actions,
}: {
  name: string;
  badges: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/dashboard" size="sm">
        Back to the dashboard
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">{badges}</Group>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Stack>
  );
}
