import { PRACTICE_AREAS, VETTING_JURISDICTIONS } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { assignLawyer, lawyersQuery } from '../api/lawyers.ts';
import { LawyerCard } from './lawyer-card.tsx';

/** Lawyers who take requests, filtered by practice area and jurisdiction; choose one as yours. */
export function LawyerDirectory({ currentUsername }: { currentUsername: string | null }) {
  const [area, setArea] = useState<string | null>(null);
  const [jurisdiction, setJurisdiction] = useState<string | null>(null);
  const lawyers = useQuery(lawyersQuery({ area, jurisdiction }));
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: assignLawyer,
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: messages.lawyer.assignFailed });
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting', 'connected'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.lawyer.assignFailed), { step: messages.lawyer.assignFailed }),
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Find a lawyer
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label="Practice area"
            placeholder="Any area"
            data={[...PRACTICE_AREAS]}
            value={area}
            onChange={setArea}
            clearable
          />
          <Select
            label="Jurisdiction"
            placeholder="Any jurisdiction"
            data={[...VETTING_JURISDICTIONS]}
            value={jurisdiction}
            onChange={setJurisdiction}
            clearable
          />
        </Group>
        {lawyers.isPending ? (
          <Skeleton height={120} radius="md" role="status" aria-label="Loading lawyers" />
        ) : null}
        {lawyers.isError ? (
          <LoadError
            title={messages.lawyer.own.lawyersFailed}
            error={lawyers.error}
            onRetry={lawyers.refetch}
            retrying={lawyers.isFetching}
          />
        ) : null}
        {lawyers.data?.lawyers.length === 0 ? (
          <Text size="sm">No lawyer matches these filters yet. Clear a filter to see more.</Text>
        ) : null}
        {lawyers.data?.lawyers.map((lawyer) => (
          <LawyerCard
            key={lawyer.username}
            lawyer={lawyer}
            action={
              lawyer.username === currentUsername ? (
                <Text size="sm" fw={600} c="var(--mantine-color-teal-light-color)">
                  Your lawyer
                </Text>
              ) : (
                <Button
                  size="xs"
                  loading={choose.isPending && choose.variables === lawyer.username}
                  onClick={() => choose.mutate(lawyer.username)}
                  aria-label={`Choose ${lawyer.name}`}
                >
                  Choose
                </Button>
              )
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}
