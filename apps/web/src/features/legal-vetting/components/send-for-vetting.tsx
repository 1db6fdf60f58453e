import { messages } from '@lexi/shared/messages';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { myContractsQuery, sendContractForVetting } from '../api/vetting.ts';

/** Send one of my contracts to my current lawyer. */
export function SendForVetting({ lawyerName }: { lawyerName: string }) {
  const contracts = useQuery(myContractsQuery);
  const [contractId, setContractId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (id: string) => sendContractForVetting(id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'vetting.send-contract' });
      setContractId(null);
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting', 'requests'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'vetting.send-contract' }),
  });
  const options = (contracts.data?.contracts ?? []).map((c) => ({ value: c.id, label: c.title }));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Send a contract for vetting
        </Title>
        {contracts.isSuccess && options.length === 0 ? (
          <Text size="sm">
            You have no contracts yet.{' '}
            <Anchor component={Link} to="/drafts/new" fw={600}>
              Draft one first
            </Anchor>
            , then send it here.
          </Text>
        ) : (
          <Group gap="sm" align="flex-end">
            <Select
              label="Contract"
              placeholder="Choose a contract"
              data={options}
              value={contractId}
              onChange={setContractId}
              style={{ flex: '1 1 260px' }}
            />
            <Button
              disabled={!contractId}
              loading={send.isPending}
              onClick={() => contractId && send.mutate(contractId)}
            >
              {`Send to ${lawyerName}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
