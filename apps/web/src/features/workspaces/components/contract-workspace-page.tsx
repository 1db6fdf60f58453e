import { Badge, Button, Grid, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { contractWorkspaceDetailsQuery } from '../api/contract-workspaces.ts';
import { formatDate } from '../format-date.ts';
import { fullNameOf } from '../team-initials.ts';
import { documentsCountLabel } from './contract-workspace-card.tsx';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog.tsx';
import { Detail } from './detail.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { TeamPanel } from './team-panel.tsx';
import { WorkspaceDocuments } from './workspace-documents.tsx';
import { WorkspaceHeader } from './workspace-header.tsx';
import { WorkspaceNotFound } from './workspace-not-found.tsx';

/** /dashboard/workspace?id=: a contract workspace, its documents, team and notes. */
export function ContractWorkspacePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const details = useQuery({ ...contractWorkspaceDetailsQuery(id), enabled: id !== '' });
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  if (id === '') return <WorkspaceNotFound />;
  if (details.isPending) return <PageSkeleton label="Loading the workspace" />;
  if (details.isError) {
    const error = details.error;
    return <WorkspaceNotFound message={error instanceof ApiError ? error.serverMessage : undefined} />;
  }
  const { workspace, contracts } = details.data;

  return (
    <Stack gap="lg">
      <WorkspaceHeader
        name={workspace.name}
        badges={
          <Badge variant="light" color={workspace.workspace_type === 'Client' ? 'blue' : 'grape'}>
            {`${workspace.workspace_type} workspace`}
          </Badge>
        }
        actions={
          workspace.can_manage ? (
            <Button
              variant="default"
              color="red"
              c="var(--mantine-color-error)"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              Delete workspace
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Details">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
          <Detail label="Client" value={workspace.client_name?.trim() || 'N/A'} />
          <Detail
            label="Created"
            value={`${formatDate(workspace.created_at)} by ${fullNameOf(workspace.created_by)}`}
          />
          <Detail label="Last updated" value={formatDate(workspace.updated_at)} />
          <Detail label="Documents" value={documentsCountLabel(workspace.contracts_count)} />
        </SimpleGrid>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <WorkspaceDocuments workspaceId={workspace.id} documents={contracts} />
            <NotesPanel workspaceId={workspace.id} canWrite />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TeamPanel kind="contract" workspace={workspace} />
        </Grid.Col>
      </Grid>
      <DeleteWorkspaceDialog
        kind="contract"
        workspace={deleting ? { id: workspace.id, name: workspace.name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/dashboard')}
      />
    </Stack>
  );
}
