import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An empty list says what happened and what to do next (one action, or several in a group). */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconFolderOpen aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
