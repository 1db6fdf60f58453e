import { Group, type MantineSpacing, Paper, Stack, type StyleProp, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelSectionProps {
  /** Names the heading `${id}-title`, which labels the section. */
  id: string;
  title: string;
  /** A line under the heading saying what the section is for. */
  description?: ReactNode;
  /** Buttons beside the heading; when given (even null) the heading sits in a row with them. */
  actions?: ReactNode;
  /** The panel's padding: `lg` unless told. */
  padding?: StyleProp<MantineSpacing>;
  /** Space between the heading and each part of the content: `md` unless told. */
  gap?: MantineSpacing;
  children: ReactNode;
  /** Rendered after the panel's content (its dialogs). */
  dialogs?: ReactNode;
}

/**
 * A titled section of a page, in a bordered panel labelled by its heading: a workspace's documents,
 * cases, notes and team, an upload card, the signature placement.
 */
export function PanelSection({
  id,
  title,
  description,
  actions,
  padding = 'lg',
  gap = 'md',
  children,
  dialogs,
}: PanelSectionProps) {
  let heading = (
    <Title order={2} fz="lg" id={`${id}-title`}>
      {title}
    </Title>
  );
  if (description !== undefined) {
    heading = (
      <Stack gap={4}>
        {heading}
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="lg" p={padding} component="section" aria-labelledby={`${id}-title`}>
      <Stack gap={gap}>
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
