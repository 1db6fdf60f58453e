import { type ContractKind, contractKind } from '@lexi/shared/api/contracts';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { contractQuery } from '../api/show-contract.ts';
import { ContractWorkspace } from './contract-workspace.tsx';

/** /drafts/:id[?type=contract]: the contract from show_contract, in the editor. */
export function ContractEditorPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const parsedKind = contractKind.safeParse(search.get('type') ?? 'draft');
  const kind: ContractKind = parsedKind.success ? parsedKind.data : 'draft';
  const contract = useQuery({ ...contractQuery(id, kind), enabled: id !== '' });
  usePageTitle(contract.data?.title ?? 'Contract');

  if (contract.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading the contract">
        <Skeleton height={36} width="60%" />
        <Skeleton height={44} />
        <Skeleton height={420} />
      </Stack>
    );
  }

  if (contract.isError) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {messages.draft.noData}
          </Title>
          <Alert color="red" variant="light" icon={<IconFileOff aria-hidden />} w="100%">
            <Text size="sm">{messages.draft.initializeFailed}</Text>
          </Alert>
          <Button component={Link} to="/dashboard" variant="default">
            Back to the dashboard
          </Button>
        </Stack>
      </Card>
    );
  }

  return <ContractWorkspace key={contract.data.id} contract={contract.data} kind={kind} />;
}
