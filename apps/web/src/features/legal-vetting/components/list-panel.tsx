import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListPanelProps {
  title: string;
  /** Said when the list has nothing to show. */
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
  /** Rendered after the list, inside the panel (dialogs). */
  after?: ReactNode;
}

/** A titled panel holding a list of meetings or requests, with its empty text. */
export function ListPanel({ title, empty, isEmpty, children, after }: ListPanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {isEmpty ? <Text size="sm">{empty}</Text> : null}
        {children}
      </Stack>
      {after}
    </Paper>
  );
}
