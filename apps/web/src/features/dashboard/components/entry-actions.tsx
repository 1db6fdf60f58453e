import type { UserData } from '@lexi/shared/api/accounts';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The ways into drafting, legal vetting, a lawyer's desk and a law firm's team. */
export function EntryActions({ user }: { user: UserData | null }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="md" align="center">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <IconFileText size={22} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} fz="lg">
                AI drafting
              </Title>
              <Text size="sm" c="dimmed">
                Describe the parties and the deal; LeXi drafts the contract for your jurisdiction.
              </Text>
            </Stack>
          </Group>
          <Button component={Link} to="/drafts/new">
            Draft a contract
          </Button>
        </Group>
        <Group gap="sm">
          <Button component={Link} to="/legal-vetting" variant="default">
            Legal vetting
          </Button>
          {user?.account_type === 'lawyer' ? (
            <Button component={Link} to="/lawyer-desk" variant="default">
              Lawyer desk
            </Button>
          ) : null}
          {user?.account_type === 'law_firm' ? (
            <Button component={Link} to="/dashboard/team-management" variant="default">
              Team
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
