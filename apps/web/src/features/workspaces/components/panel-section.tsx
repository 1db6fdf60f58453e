import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelSectionProps {
  /** Names the heading `${id}-title`, which labels the section. */
  id: string;
  title: string;
  /** Buttons beside the heading; when given (even null) the heading sits in a row with them. */
  actions?: ReactNode;
  children: ReactNode;
  /** Rendered after the panel's content (its dialogs). */
  dialogs?: ReactNode;
}

/** A titled section of a workspace page: documents, cases, notes, team. */
export function PanelSection({ id, title, actions, children, dialogs }: PanelSectionProps) {
  const heading = (
    <Title order={2} fz="lg" id={`${id}-title`}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        {actions === undefined ? (
          heading
        ) : (
          <Group justify="space-between" gap="xs">
            {heading}
            {actions}
          </Group>
        )}
        {children}
      </Stack>
      {dialogs}
    </Paper>
  );
}
