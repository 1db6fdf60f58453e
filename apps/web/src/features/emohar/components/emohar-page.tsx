import { type EmoharRecord, isPermanentRecord } from '@lexi/shared/api/emohar';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconEdit, IconFilePlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { documentQuery, fetchDocument } from '../api/fetch-document.ts';
import { detailsSummary, hasContractDetails } from '../details-summary.ts';
import { useEmoharStore } from '../emohar-store.ts';
import { CounterPartyModal } from './counter-party-modal.tsx';
import { DiscardButton } from './discard-button.tsx';
import { OwnerSignPanel } from './owner-sign-panel.tsx';
import { SharePanel } from './share-panel.tsx';
import { SignaturePlacement } from './signature-placement.tsx';
import { StatusBadge } from './status-badge.tsx';
import { UploadCard } from './upload-card.tsx';

/** `/e_mohar?new=1` starts a new document, whatever the page remembers (the documents inbox links here). */
export const NEW_DOCUMENT_PATH = '/e_mohar?new=1';

/**
 * The owner's Archive/Unarchive of a finished document, composed by the app (it belongs to the
 * documents feature); `onChanged` fetches the document again after the change.
 */
export type ArchiveAction = (record: EmoharRecord, onChanged: () => Promise<unknown>) => ReactNode;

/** /e_mohar: upload, contract details, placement, the signer's details, and for multi party the link. */
export function EmoharPage({ archiveAction }: { archiveAction?: ArchiveAction }) {
  usePageTitle('e-mohar');
  const fileData = useEmoharStore((state) => state.fileData);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // /e_mohar?id=: one of my documents opened again (from a contract sent for signature, or later).
  const [params] = useSearchParams();
  const startNew = params.get('new') === '1';
  const requestedId = startNew ? null : params.get('id');
  useEffect(() => {
    if (!startNew) return;
    useEmoharStore.getState().clearDocument();
    queryClient.removeQueries({ queryKey: ['emohar', 'document'] });
    void navigate('/e_mohar', { replace: true });
  }, [startNew, navigate, queryClient]);
  const opening = useQuery({
    ...documentQuery(requestedId ?? ''),
    enabled: Boolean(requestedId) && fileData?.id !== requestedId,
  });
  useEffect(() => {
    const record = opening.data?.record_dict;
    if (!record) return;
    // A document the user signed as its counter party is read on its signed page, never edited here.
    if (record.viewer_role !== 'owner') {
      void navigate(`/e_mohar/signed?id=${encodeURIComponent(record.id)}`, { replace: true });
      return;
    }
    useEmoharStore.getState().setFileData(record);
    // Its details are already on record (both details calls require the contract type): no need
    // to ask for them again.
    if (record.contract_type) useEmoharStore.getState().setShowCounterModal(false);
  }, [opening.data, navigate]);
  const waiting = Boolean(requestedId) && fileData?.id !== requestedId && !opening.isError;
  const showsDocument = !startNew && (waiting || fileData !== null || opening.isError);
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Sign a document (e-mohar)
          </Title>
          <Text c="dimmed">
            Upload a PDF, place your signature, and sign it alone or with a counter party.
          </Text>
        </Stack>
        {showsDocument ? (
          <Button
            component={Link}
            to={NEW_DOCUMENT_PATH}
            variant="default"
            leftSection={<IconFilePlus size={16} aria-hidden />}
          >
            New document
          </Button>
        ) : null}
      </Group>
      {opening.isError ? (
        <Alert color="red" title="This document could not be opened">
          It may have been discarded, or it belongs to another account. Upload a PDF below to start again.
        </Alert>
      ) : null}
      {startNew ? null : waiting ? (
        <Skeleton height={320} radius="md" role="status" aria-label="Opening the document" />
      ) : fileData ? (
        <DocumentWorkspace record={fileData} archiveAction={archiveAction} />
      ) : (
        <UploadCard />
      )}
    </Stack>
  );
}

function DocumentWorkspace({
  record,
  archiveAction,
}: {
  record: EmoharRecord;
  archiveAction?: ArchiveAction;
}) {
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
      <DocumentHeader record={record} archiveAction={archiveAction} />
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
              <Skeleton height={480} role="status" aria-label="Loading the document" />
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

function DocumentHeader({ record, archiveAction }: { record: EmoharRecord; archiveAction?: ArchiveAction }) {
  const details = useEmoharStore((state) => state.counterPartyData);
  const hasDetails = hasContractDetails(record.party, details);
  // A document a party has signed is a permanent record: no Discard (the server refuses it too).
  const permanent = isPermanentRecord({ status: record.status, sealed: record.sealed !== null });
  const refetch = async () => {
    const answer = await fetchDocument(record.id);
    useEmoharStore.getState().setFileData(answer.record_dict);
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {record.contract_name}
            </Title>
            <StatusBadge status={record.status} />
            {record.archived_at ? (
              <Badge variant="light" color="dark" radius="sm" size="lg">
                Archived
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {record.file_name} · {record.page_count} {record.page_count === 1 ? 'page' : 'pages'}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {detailsSummary(record.party, details)}
          </Text>
        </Stack>
        <Group gap="sm">
          {permanent ? (
            archiveAction?.(record, refetch)
          ) : (
            <>
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() => useEmoharStore.getState().setShowCounterModal(true)}
              >
                {hasDetails ? 'Edit details' : 'Add details'}
              </Button>
              <DiscardButton documentName={record.contract_name} />
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
