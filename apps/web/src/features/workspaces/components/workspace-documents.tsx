import type { WorkspaceDocument } from '@lexi/shared/api/workspaces';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import { removeWorkspaceDocument } from '../api/contract-workspaces.ts';
import { formatDate } from '../format-date.ts';
import { useAskThenRemove } from '../hooks/use-ask-then-remove.ts';
import { refreshWorkspace, refreshWorkspaceLists } from '../workspace-cache.ts';
import { statusGroupOf } from '../workspace-filters.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { AddDocumentForm } from './add-document-form.tsx';

const statusColor = { Draft: 'gray', 'In Review': 'orange', Completed: 'teal' } as const;

interface WorkspaceDocumentsProps {
  workspaceId: string;
  documents: readonly WorkspaceDocument[];
  /** The caller may add and remove documents (a firm's viewer reads the list only). */
  canEdit: boolean;
}

/** The contracts and e-mohar documents of a contract workspace, with their statuses. */
export function WorkspaceDocuments({ workspaceId, documents, canEdit }: WorkspaceDocumentsProps) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () =>
    Promise.all([
      refreshWorkspace(queryClient, 'contract', workspaceId),
      refreshWorkspaceLists(queryClient, 'contract'),
    ]);

  const removal = useAskThenRemove({
    remove: (document: WorkspaceDocument) =>
      removeWorkspaceDocument({ workspace_id: workspaceId, kind: document.kind, document_id: document.id }),
    failure: workspaceTexts.documentRemoveFailed,
    refresh,
  });

  return (
    <PanelSection
      id="documents"
      title="Documents"
      actions={
        canEdit ? (
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
        ) : undefined
      }
      dialogs={
        <ConfirmDialog
          {...removal.confirm}
          title="Remove this document?"
          text={`"${removal.asked?.title ?? ''}" leaves this workspace. The document itself is kept.`}
          confirmLabel="Remove document"
        />
      }
    >
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
          {canEdit
            ? 'No documents yet. Draft a new contract here, or add one of your contracts or e-mohar documents.'
            : 'No documents yet.'}
        </Text>
      ) : (
        <DataTable
          minWidth={560}
          verticalSpacing="xs"
          label="Documents in this workspace"
          columns={['Title', 'Kind', 'Status', 'Updated', 'Expiry', ...(canEdit ? ['Actions'] : [])]}
        >
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
              {canEdit ? (
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    c="var(--mantine-color-error)"
                    onClick={() => removal.ask(document)}
                    aria-label={`Remove ${document.title} from the workspace`}
                  >
                    Remove
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </PanelSection>
  );
}
