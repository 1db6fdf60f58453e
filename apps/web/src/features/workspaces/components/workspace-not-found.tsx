import { messages } from '@lexi/shared/messages';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';

/** A workspace page without its workspace: the page's heading, then why. */
function WorkspaceUnavailable({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Workspace not available
      </Title>
      {children}
    </Stack>
  );
}

/** A workspace that does not exist, or that the reader may not see (the server answers 404). */
export function WorkspaceNotFound({ message }: { message?: string }) {
  return (
    <WorkspaceUnavailable>
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message ?? messages.workspace.own.notFound}</Text>
          <Anchor component={Link} to="/dashboard" size="sm">
            Back to the dashboard
          </Anchor>
        </Stack>
      </Alert>
    </WorkspaceUnavailable>
  );
}

/** A workspace that could not be fetched (no connection, a server error): say so, offer a retry. */
export function WorkspaceLoadFailed(props: { error: unknown; onRetry: () => unknown; retrying: boolean }) {
  return (
    <WorkspaceUnavailable>
      <LoadError title={messages.workspace.own.loadFailed} {...props} />
    </WorkspaceUnavailable>
  );
}
