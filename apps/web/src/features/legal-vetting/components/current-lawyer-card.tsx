import type { Lawyer } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { withdrawCurrentLawyer } from '../api/lawyers.ts';
import { LawyerCard } from './lawyer-card.tsx';

/** My current lawyer, and withdrawing from them (after a confirmation). */
export function CurrentLawyerCard({ lawyer }: { lawyer: Lawyer | null }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: withdrawCurrentLawyer,
    onSuccess: async () => {
      notifySuccess(messages.lawyer.withdrawn, { step: messages.lawyer.withdrawFailed });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting', 'connected'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.lawyer.withdrawFailed), {
        step: messages.lawyer.withdrawFailed,
      }),
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Your lawyer
        </Title>
        {lawyer ? (
          <LawyerCard
            lawyer={lawyer}
            action={
              <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
                Withdraw
              </Button>
            }
          />
        ) : (
          <Text size="sm">
            You have no lawyer yet. Choose one below to book a meeting and send contracts for vetting.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Withdraw from your lawyer?"
        text={messages.lawyer.own.withdrawConfirm}
        cancelLabel="Keep my lawyer"
        confirmLabel="Withdraw"
        loading={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate()}
      />
    </Paper>
  );
}
