import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../format-date.ts';
import '../workspaces.css';
import { LitigationItemMenu } from './litigation-item-menu.tsx';
import { TeamAvatars } from './team-avatars.tsx';

export function litigationWorkspaceHref(id: string): string {
  return `/dashboard/litigation/${encodeURIComponent(id)}`;
}

/** Civil blue, Criminal yellow (spec part 2 §2). */
export function CaseTypeBadge({ caseType }: { caseType: LitigationWorkspace['case_type'] }) {
  return (
    <Badge
      variant="light"
      color={caseType === 'Civil' ? 'blue' : 'yellow'}
      styles={caseType === 'Civil' ? undefined : { label: { color: 'var(--lexi-criminal-text)' } }}
    >
      {caseType}
    </Badge>
  );
}

interface LitigationWorkspaceCardProps {
  workspace: LitigationWorkspace;
  onOpen: (workspace: LitigationWorkspace) => void;
  onDelete: (workspace: LitigationWorkspace) => void;
}

/** A litigation workspace in the grid; a double-click opens it, like its Open button. */
export function LitigationWorkspaceCard({ workspace, onOpen, onDelete }: LitigationWorkspaceCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={workspace.workspace_name}
      onDoubleClick={() => onOpen(workspace)}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <CaseTypeBadge caseType={workspace.case_type} />
          <LitigationItemMenu workspace={workspace} onDelete={onDelete} />
        </Group>
        <Title order={3} fz="lg" lineClamp={2}>
          {workspace.workspace_name}
        </Title>
        <Text size="sm">{`${workspace.client_name} & ${workspace.opponent_name}`}</Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Area of law:{' '}
          </Text>
          {workspace.area_of_law}
        </Text>
        <Text size="xs" c="dimmed">
          {`Created ${formatDate(workspace.created_at)} · Updated ${formatDate(workspace.updated_at)}`}
        </Text>
        <Group justify="space-between" mt="auto" pt="xs">
          <TeamAvatars members={workspace.team_members} />
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen(workspace)}
            aria-label={`Open ${workspace.workspace_name}`}
          >
            Open
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
