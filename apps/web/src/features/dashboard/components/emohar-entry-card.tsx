import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way into e-mohar: sign a PDF alone or with a counter party. */
export function EmoharEntryCard() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" gap="md" align="center">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconSignature size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="lg">
              E-mohar
            </Title>
            <Text size="sm" c="dimmed">
              Sign a PDF yourself or with a counter party; LeXi seals it and keeps an audit trail.
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/e_mohar">
          Sign a document (e-mohar)
        </Button>
      </Group>
    </Paper>
  );
}
