import type { Lawyer } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title="Withdraw from your lawyer?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">{messages.lawyer.own.withdrawConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep my lawyer
            </Button>
            <Button color="red.8" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
              Withdraw
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
