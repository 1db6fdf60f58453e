import type { WorkspaceDocument, WorkspaceDocumentRequest } from '@lexi/shared/api/workspaces';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { addWorkspaceDocument, removeWorkspaceDocument } from '../api/contract-workspaces.ts';
import { myDocumentsQuery } from '../api/my-documents.ts';
import { formatDate } from '../format-date.ts';
import { refreshWorkspace, refreshWorkspaceLists } from '../workspace-cache.ts';
import { statusGroupOf } from '../workspace-filters.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const statusColor = { Draft: 'gray', 'In Review': 'orange', Completed: 'teal' } as const;

interface WorkspaceDocumentsProps {
  workspaceId: string;
  documents: readonly WorkspaceDocument[];
}

/** The contracts and e-mohar documents of a contract workspace, with their statuses. */
export function WorkspaceDocuments({ workspaceId, documents }: WorkspaceDocumentsProps) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<WorkspaceDocument | null>(null);
  const refresh = () =>
    Promise.all([
      refreshWorkspace(queryClient, 'contract', workspaceId),
      refreshWorkspaceLists(queryClient, 'contract'),
    ]);

  const remove = useMutation({
    mutationFn: (request: WorkspaceDocumentRequest) => removeWorkspaceDocument(request),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      setToRemove(null);
      await refresh();
    },
    onError: (error) => notifyError(errorMessage(error, workspaceTexts.documentRemoveFailed)),
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="documents-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="documents-title">
            Documents
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setAdding((open) => !open)}
              aria-expanded={adding}
            >
              Add a document
            </Button>
            <Button
              size="xs"
              component={Link}
              to={`/drafts/new?workspace_id=${encodeURIComponent(workspaceId)}`}
              leftSection={<IconFilePlus size={16} aria-hidden />}
            >
              New contract
            </Button>
          </Group>
        </Group>
        {adding ? (
          <AddDocumentForm
            workspaceId={workspaceId}
            documents={documents}
            onDone={() => setAdding(false)}
            onAdded={refresh}
          />
        ) : null}
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents yet. Draft a new contract here, or add one of your contracts or e-mohar documents.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label="Documents in this workspace">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th>Expiry</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((document) => (
                  <Table.Tr key={`${document.kind}:${document.id}`}>
                    <Table.Td>
                      {document.kind === 'contract' ? (
                        <Anchor component={Link} to={`/drafts/${encodeURIComponent(document.id)}`} size="sm">
                          {document.title}
                        </Anchor>
                      ) : (
                        <Text size="sm">{document.title}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{document.kind === 'contract' ? 'Contract' : 'e-mohar'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColor[statusGroupOf(document.status)]}>
                        {document.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(document.updated_at)}</Table.Td>
                    <Table.Td>{document.expiry_date ? formatDate(document.expiry_date) : '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        c="var(--mantine-color-error)"
                        onClick={() => setToRemove(document)}
                        aria-label={`Remove ${document.title} from the workspace`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove this document?"
        text={`"${toRemove?.title ?? ''}" leaves this workspace. The document itself is kept.`}
        confirmLabel="Remove document"
        loading={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() =>
          toRemove &&
          remove.mutate({ workspace_id: workspaceId, kind: toRemove.kind, document_id: toRemove.id })
        }
      />
    </Paper>
  );
}

interface AddDocumentFormProps {
  workspaceId: string;
  documents: readonly WorkspaceDocument[];
  onDone: () => void;
  onAdded: () => Promise<unknown>;
}

function AddDocumentForm({ workspaceId, documents, onDone, onAdded }: AddDocumentFormProps) {
  const mine = useQuery(myDocumentsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const inHere = new Set(documents.map((document) => `${document.kind}:${document.id}`));
  const options = (mine.data ?? [])
    .filter((document) => !inHere.has(`${document.kind}:${document.id}`))
    .map((document) => ({
      value: `${document.kind}:${document.id}`,
      label: `${document.title} (${document.kind === 'contract' ? 'contract' : 'e-mohar'}${
        document.workspace_id ? ', moves from another workspace' : ''
      })`,
    }));
  const add = useMutation({
    mutationFn: (value: string) => {
      const [kind, ...rest] = value.split(':');
      return addWorkspaceDocument({
        workspace_id: workspaceId,
        kind: kind === 'emohar' ? 'emohar' : 'contract',
        document_id: rest.join(':'),
      });
    },
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      setChosen(null);
      onDone();
      await onAdded();
    },
    onError: (error) => notifyError(errorMessage(error, workspaceTexts.documentAddFailed)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) add.mutate(chosen);
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Your contract or e-mohar document"
          placeholder={mine.isPending ? 'Loading your documents…' : 'Choose a document'}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage="No document to add"
          disabled={mine.isPending || add.isPending}
          style={{ flex: '1 1 280px' }}
        />
        <Button type="submit" size="sm" disabled={!chosen} loading={add.isPending}>
          Add to workspace
        </Button>
        <Button size="sm" variant="default" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
