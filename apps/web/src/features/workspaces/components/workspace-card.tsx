import type { TeamMember } from '@lexi/shared/api/workspaces';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../format-date.ts';
import { TeamAvatars } from './team-avatars.tsx';

interface WorkspaceCardProps {
  name: string;
  /** The badge and what sits right of it, at the top of the card. */
  header: ReactNode;
  /** Keep the header on one line. */
  headerNoWrap?: boolean;
  /** Lines between the name and the dates. */
  children: ReactNode;
  createdAt: string;
  updatedAt: string;
  members: readonly TeamMember[];
  open: ReactNode;
  onDoubleClick?: () => void;
}

/** A workspace in a tab's grid (spec part 2 §2 "Workspace card"). */
export function WorkspaceCard({
  name,
  header,
  headerNoWrap = false,
  children,
  createdAt,
  updatedAt,
  members,
  open,
  onDoubleClick,
}: WorkspaceCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={name}
      onDoubleClick={onDoubleClick}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap={headerNoWrap ? 'nowrap' : undefined}>
          {header}
        </Group>
        <Title order={3} fz="lg" lineClamp={2}>
          {name}
        </Title>
        {children}
        <Text size="xs" c="dimmed">
          {`Created ${formatDate(createdAt)} · Updated ${formatDate(updatedAt)}`}
        </Text>
        <Group justify="space-between" mt="auto" pt="xs">
          <TeamAvatars members={members} />
          {open}
        </Group>
      </Stack>
    </Card>
  );
}

/** "Client: Acme", the term dimmed. */
export function LabelledLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {`${label}: `}
      </Text>
      {value}
    </Text>
  );
}
