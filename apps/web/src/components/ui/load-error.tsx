import { messages } from '@lexi/shared/messages';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-error.ts';

/** What LoadError and a list's loading state need of a query (TanStack Query's result has it). */
export interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface LoadErrorProps {
  /** What could not be loaded, from the message catalogue. */
  title: string;
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
}

/** A fetch that failed: what did not load, why (the server's sentence when it sent one), and a retry. */
export function LoadError({ title, error, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, messages.common.networkError)}</Text>
        <Button size="xs" variant="default" onClick={() => onRetry()} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
