import { messages } from '@lexi/shared/messages';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import type { useTeamLink } from '../hooks/use-team-link.ts';

interface TeamLinkStateProps {
  link: ReturnType<typeof useTeamLink>;
  /** What the refusal is headed with: "This invitation cannot be used". */
  problemTitle: string;
  /** The page itself, once the link is known to work. */
  children: ReactNode;
}

/**
 * The body of a team link's page: a notice while the link is checked, the refusal with the way on
 * (sign in; the message says to ask the firm for a new link) when it no longer works, a retry when
 * it could not be checked, and otherwise the page.
 */
export function TeamLinkState({ link, problemTitle, children }: TeamLinkStateProps) {
  if (link.problem) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" title={problemTitle} icon={<IconLinkOff aria-hidden />}>
          {link.problem}
        </Alert>
        <Button component={Link} to="/login" variant="default" fullWidth>
          Go to sign in
        </Button>
      </Stack>
    );
  }
  if (link.checking) {
    return (
      <Group gap="sm" role="status" aria-busy="true" py="md" justify="center">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{messages.team.own.linkChecking}</Text>
      </Group>
    );
  }
  if (link.failed) {
    return (
      <LoadError
        title={messages.team.own.linkCheckFailed}
        error={link.check.error}
        onRetry={() => link.check.refetch()}
        retrying={link.check.isFetching}
      />
    );
  }
  return (
    <Stack gap="md">
      {link.email ? (
        <Text size="sm" c="dimmed">
          {messages.team.own.linkFor(link.email)}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
