import type { EmoharRecord } from '@lexi/shared/api/emohar';
import { Alert, Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { documentQuery } from '../api/fetch-document.ts';
import { useEmoharStore } from '../emohar-store.ts';
import { CounterPartyModal } from './counter-party-modal.tsx';
import { DiscardButton } from './discard-button.tsx';
import { OwnerSignPanel } from './owner-sign-panel.tsx';
import { SharePanel } from './share-panel.tsx';
import { SignaturePlacement } from './signature-placement.tsx';
import { StatusBadge } from './status-badge.tsx';
import { UploadCard } from './upload-card.tsx';

/** /e_mohar: upload, contract details, placement, the signer's details, and for multi party the link. */
export function EmoharPage() {
  usePageTitle('e-mohar');
  const fileData = useEmoharStore((state) => state.fileData);
  // /e_mohar?id=: one of my documents opened again (from a contract sent for signature, or later).
  const [params] = useSearchParams();
  const requestedId = params.get('id');
  const opening = useQuery({
    ...documentQuery(requestedId ?? ''),
    enabled: Boolean(requestedId) && fileData?.id !== requestedId,
  });
  useEffect(() => {
    const record = opening.data?.record_dict;
    if (!record) return;
    useEmoharStore.getState().setFileData(record);
    // Its details are already on record: no need to ask for them again.
    if (record.counter_party_name) useEmoharStore.getState().setShowCounterModal(false);
  }, [opening.data]);
  const waiting = Boolean(requestedId) && fileData?.id !== requestedId && !opening.isError;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Sign a document (e-mohar)
        </Title>
        <Text c="dimmed">Upload a PDF, place your signature, and sign it alone or with a counter party.</Text>
      </Stack>
      {opening.isError ? (
        <Alert color="red" title="This document could not be opened">
          It may have been discarded, or it belongs to another account. Upload a PDF below to start again.
        </Alert>
      ) : null}
      {waiting ? (
        <Skeleton height={320} radius="md" aria-label="Opening the document" />
      ) : fileData ? (
        <DocumentWorkspace record={fileData} />
      ) : (
        <UploadCard />
      )}
    </Stack>
  );
}

function DocumentWorkspace({ record }: { record: EmoharRecord }) {
  // A large PDF is not kept in localStorage: after a reload it is fetched again by its id.
  const needsFile = record.base64_string === '';
  const refetched = useQuery({ ...documentQuery(record.id), enabled: needsFile });
  useEffect(() => {
    if (refetched.data) useEmoharStore.getState().setFileData(refetched.data.record_dict);
  }, [refetched.data]);

  const box = useEmoharStore((state) => state.signatureDisplay);
  const signerName = useEmoharStore((state) => state.formData.aadhar_name);
  const ownerSigned = record.signers.some((signer) => signer.role === 'owner' && signer.status === 'signed');
  const finished = record.status === 'signed' || ownerSigned;

  return (
    <Stack gap="lg">
      <DocumentHeader record={record} />
      <CounterPartyModal />
      {record.party === 'multi' ? <SharePanel record={record} /> : null}
      {finished ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title="You have signed this document"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {record.status === 'signed'
                ? 'Every party has signed; the sealed PDF is ready.'
                : 'The document is sealed once the counter party has signed too.'}
            </Text>
            <Anchor component={Link} to={`/e_mohar/signed?id=${encodeURIComponent(record.id)}`} fw={600}>
              See the status, the signers and the audit trail
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {needsFile && refetched.isPending ? (
              <Skeleton height={480} aria-label="Loading the document" />
            ) : (
              <SignaturePlacement
                base64={record.base64_string || undefined}
                box={box}
                onChange={(next) => useEmoharStore.getState().setSignatureDisplay(next)}
                signerName={signerName}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <OwnerSignPanel record={record} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function DocumentHeader({ record }: { record: EmoharRecord }) {
  const details = useEmoharStore((state) => state.counterPartyData);
  const hasDetails = details.counterParty !== '' && details.contractType !== '';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {record.contract_name}
            </Title>
            <StatusBadge status={record.status} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {record.file_name} · {record.page_count} {record.page_count === 1 ? 'page' : 'pages'} ·{' '}
            {record.party === 'multi' ? 'with a counter party' : 'signed by you alone'}
          </Text>
          <Text size="sm">
            {hasDetails
              ? `${details.contractType} with ${details.counterParty}${details.expiryDate ? `, ends ${details.expiryDate}` : ''}`
              : 'No contract details yet.'}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => useEmoharStore.getState().setShowCounterModal(true)}
          >
            {hasDetails ? 'Edit details' : 'Add details'}
          </Button>
          <DiscardButton documentName={record.contract_name} />
        </Group>
      </Group>
    </Paper>
  );
}
