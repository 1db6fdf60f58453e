import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** for_self_esign answered no_plan: the plan has no signatures left; the plans are on the dashboard. */
export function NoPlanAlert({ message }: { message: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Your plan has no signatures left"
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to="/dashboard#plan" size="xs" variant="filled">
          See plans
        </Button>
      </Stack>
    </Alert>
  );
}
