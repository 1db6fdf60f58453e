import type { ContractWorkspace } from '@lexi/shared/api/workspaces';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../format-date.ts';
import { TeamAvatars } from './team-avatars.tsx';

export function contractWorkspaceHref(id: string): string {
  return `/dashboard/workspace?id=${encodeURIComponent(id)}`;
}

export function documentsCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'document' : 'documents'} processed`;
}

/** A contract workspace in the grid (spec part 2 §2 "Workspace card"). */
export function ContractWorkspaceCard({ workspace }: { workspace: ContractWorkspace }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={workspace.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color={workspace.workspace_type === 'Client' ? 'blue' : 'grape'}>
            {workspace.workspace_type}
          </Badge>
          <Text size="xs" c="dimmed">
            {documentsCountLabel(workspace.contracts_count)}
          </Text>
        </Group>
        <Title order={3} fz="lg" lineClamp={2}>
          {workspace.name}
        </Title>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Client:{' '}
          </Text>
          {workspace.client_name?.trim() || 'N/A'}
        </Text>
        <Text size="xs" c="dimmed">
          {`Created ${formatDate(workspace.created_at)} · Updated ${formatDate(workspace.updated_at)}`}
        </Text>
        <Group justify="space-between" mt="auto" pt="xs">
          <TeamAvatars members={workspace.team_members} />
          <Button
            component={Link}
            to={contractWorkspaceHref(workspace.id)}
            size="xs"
            variant="light"
            aria-label={`Open ${workspace.name}`}
          >
            Open
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
