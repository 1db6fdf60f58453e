import { messages } from '@lexi/shared/messages';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A workspace that does not exist, or that the reader may not see (the server answers 404). */
export function WorkspaceNotFound({ message }: { message?: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Workspace not available">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? messages.workspace.own.notFound}</Text>
        <Anchor component={Link} to="/dashboard" size="sm">
          Back to the dashboard
        </Anchor>
      </Stack>
    </Alert>
  );
}
