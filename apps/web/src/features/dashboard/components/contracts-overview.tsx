import type { DashboardContract } from '@lexi/shared/api/dashboard';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { DeleteContractModal } from '../../drafting/components/delete-contract-modal.tsx';
import { deleteDraft } from '../api/delete-contract.ts';
import { dashboardQuery } from '../api/fetch-dashboard.ts';
import { useDashboardStore } from '../dashboard-store.ts';
import { ContractsList } from './contracts-list.tsx';
import { ExpiryTimeline } from './expiry-timeline.tsx';

/** The contracts and drafts, and the expiries of the next 90 days, from GET /api/dashboard_dash. */
export function ContractsOverview() {
  const dashboard = useQuery(dashboardQuery);
  // The list (thirty rows and more) renders in a background pass that React slices, not in the one
  // long task that a query's answer would otherwise cause; the placeholder stays until then.
  const data = useDeferredValue(dashboard.data);
  const storedDates = useDashboardStore((state) => state.contractExpiryDates);
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<DashboardContract | null>(null);

  const remove = useMutation({
    mutationFn: (id: string) => deleteDraft(id),
    onSuccess: async () => {
      notifySuccess(messages.draft.deleted, { step: messages.draft.deleteFailed });
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.deleteFailed), { step: messages.draft.deleteFailed }),
  });

  if (dashboard.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={messages.dashboard.fetchFailed}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Check your connection, then try again.</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => dashboard.refetch()}
            loading={dashboard.isFetching}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (!data) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading your contracts">
        <Skeleton height={160} radius="lg" />
        <Skeleton height={100} radius="lg" />
      </Stack>
    );
  }

  return (
    <>
      <ContractsList contracts={data.contracts} onDelete={setToDelete} />
      <ExpiryTimeline dates={storedDates} />
      <DeleteContractModal
        opened={toDelete !== null}
        title={toDelete?.title ?? ''}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </>
  );
}
