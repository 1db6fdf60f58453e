import { messages } from '@lexi/shared/messages';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 'xl', sm: 80 }} maw={480} mx="auto">
      <Text fw={700} fz={64} lh={1} c="var(--mantine-color-anchor)" aria-hidden>
        404
      </Text>
      <Title order={1} fz={28}>
        Page not found
      </Title>
      <Text c="dimmed">
        {messages.common.notFound} {messages.common.notFoundHint}
      </Text>
      <Button component={Link} to="/dashboard">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
