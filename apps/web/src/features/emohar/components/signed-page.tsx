import type { EmoharRecord } from '@lexi/shared/api/emohar';
import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDay } from '../../../lib/format-date.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { documentQuery } from '../api/fetch-document.ts';
import { useEmoharStore } from '../emohar-store.ts';
import { useDownload } from '../hooks/use-download.ts';
import { AuditTrail } from './audit-trail.tsx';
import { formatTime, SignersList } from './signers-list.tsx';
import { StatusBadge } from './status-badge.tsx';

const SEALING_POLL_MS = 3_000;

interface SignedPageProps {
  /** The owner's Archive/Unarchive, composed by the app (it belongs to the documents feature). */
  archiveAction?: (record: EmoharRecord) => ReactNode;
}

/**
 * /e_mohar/signed?id=: where the owner lands after the sign session, and where the documents inbox
 * opens a signed document, for its owner or for a counter party who signed it (read only).
 */
export function SignedPage({ archiveAction }: SignedPageProps) {
  usePageTitle('Signed document');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const record = useQuery({
    ...documentQuery(id),
    enabled: id !== '',
    // While LeXi seals it (every party signed, the completion job still running), look again.
    refetchInterval: (query) => (query.state.data?.record_dict.sealing ? SEALING_POLL_MS : false),
  });
  const download = useDownload();
  const navigate = useNavigate();

  useEffect(() => {
    const current = useEmoharStore.getState().fileData;
    if (record.data && current?.id === record.data.record_dict.id) {
      useEmoharStore.getState().setFileData(record.data.record_dict);
    }
  }, [record.data]);

  if (id === '') {
    return (
      <Alert color="red" variant="light" title={messages.emohar.noDocumentId}>
        <Anchor component={Link} to="/e_mohar">
          Go to e-mohar
        </Anchor>
      </Alert>
    );
  }
  const doc = record.data?.record_dict;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Signed document
        </Title>
        <Text c="dimmed">
          The status of the signatures, the sealed PDF and everything that happened to it.
        </Text>
      </Stack>
      {record.isPending ? <Skeleton height={160} role="status" aria-label="Loading the document" /> : null}
      {record.isError ? (
        <Alert color="red" variant="light" title={messages.emohar.fetchFailed}>
          <Button size="xs" variant="default" onClick={() => record.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {doc ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {doc.contract_name}
              </Title>
              <StatusBadge status={doc.status} />
              {doc.archived_at ? (
                <Badge variant="light" color="dark" radius="sm" size="lg">
                  Archived
                </Badge>
              ) : null}
            </Group>
            {doc.viewer_role === 'counter_party' ? (
              <Text size="sm" c="dimmed">
                You signed this document as its counter party.
              </Text>
            ) : null}
            {doc.sealed ? (
              <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Sealed">
                <Text size="sm">
                  Every party signed; LeXi sealed the document on {formatTime(doc.sealed.sealed_at)} and
                  emailed it to every party.
                </Text>
                <Text size="sm" mt={4}>
                  LeXi keeps this signed record, its verification and its audit trail until at least{' '}
                  {formatDay(doc.sealed.retained_until)}.
                </Text>
                <Text size="xs" ff="monospace" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  SHA-256 {doc.sealed.sha256}
                </Text>
              </Alert>
            ) : doc.sealing ? (
              <Alert
                color="blue"
                variant="light"
                icon={<IconHourglass aria-hidden />}
                title="Sealing"
                role="status"
              >
                <Text size="sm">{esignMessages.sealing}</Text>
              </Alert>
            ) : (
              <Alert
                color="orange"
                variant="light"
                icon={<IconHourglass aria-hidden />}
                title="Waiting for signatures"
              >
                <Text size="sm">The document is sealed once every party has signed.</Text>
              </Alert>
            )}
            <SignersList signers={doc.signers} />
            <Group gap="sm">
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => download.mutate({ id: doc.id, fileName: doc.file_name })}
                loading={download.isPending}
              >
                {doc.sealed ? 'Download the sealed PDF' : 'Download the PDF'}
              </Button>
              {doc.sealed ? (
                <Button component={Link} to={`/verify/${encodeURIComponent(doc.id)}`} variant="default">
                  Verify a copy
                </Button>
              ) : null}
              {doc.viewer_role === 'owner' ? archiveAction?.(doc) : null}
              <Button
                variant="default"
                onClick={() => {
                  useEmoharStore.getState().clearDocument();
                  void navigate('/e_mohar');
                }}
              >
                Sign another document
              </Button>
              <Button component={Link} to="/documents" variant="subtle">
                All documents
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {doc ? <AuditTrail id={doc.id} /> : null}
    </Stack>
  );
}
