import { messages } from '@lexi/shared/messages';
import type { LitigationWorkspaceData } from '@lexi/shared/validation/workspaces';
import { Alert, Button, Grid, List, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { editLitigationWorkspace, litigationWorkspaceQuery } from '../api/litigation-workspaces.ts';
import { formatDate } from '../format-date.ts';
import { refreshWorkspace } from '../workspace-cache.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog.tsx';
import { Detail } from './detail.tsx';
import { LitigationCases } from './litigation-cases.tsx';
import { CaseTypeBadge } from './litigation-workspace-card.tsx';
import { LitigationWorkspaceFormModal } from './litigation-workspace-form-modal.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { TeamPanel } from './team-panel.tsx';
import { WorkspaceHeader } from './workspace-header.tsx';
import { WorkspaceNotFound } from './workspace-not-found.tsx';

const l = messages.litigation;

/** /dashboard/litigation/:id: a litigation workspace, its cases, team and notes. */
export function LitigationWorkspacePage() {
  const { id = '' } = useParams();
  const single = useQuery(litigationWorkspaceQuery(id));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useMutation({
    mutationFn: (data: LitigationWorkspaceData) => editLitigationWorkspace({ workspace_id: id, ...data }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || l.updated);
      setEditing(false);
      await refreshWorkspace(queryClient, 'litigation', id);
    },
    onError: (error) => notifyError(errorMessage(error, l.updateWorkspaceFailed)),
  });

  if (single.isPending) return <PageSkeleton label="Loading the workspace" />;
  if (single.isError) {
    const error = single.error;
    return <WorkspaceNotFound message={error instanceof ApiError ? error.serverMessage : undefined} />;
  }
  const { workspace, cases } = single.data;

  return (
    <Stack gap="lg">
      <WorkspaceHeader
        name={workspace.workspace_name}
        badges={<CaseTypeBadge caseType={workspace.case_type} />}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit details
            </Button>
            {workspace.can_manage ? (
              <Button
                variant="default"
                color="red"
                c="var(--mantine-color-error)"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                Delete workspace
              </Button>
            ) : null}
          </>
        }
      />
      {workspace.is_case_details_extracted ? null : (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title="Case details not extracted yet"
        >
          {workspaceTexts.caseDetailsNotExtracted}
        </Alert>
      )}
      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Details">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
          <Detail label="Client" value={workspace.client_name} />
          <Detail label="Opponent" value={workspace.opponent_name} />
          <Detail label="Area of Law" value={workspace.area_of_law} />
          <Detail label="Case" value={workspace.case_type} />
          <Detail label="Created" value={formatDate(workspace.created_at)} />
          <Detail label="Last updated" value={formatDate(workspace.updated_at)} />
        </SimpleGrid>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <LitigationCases workspaceId={workspace.id} cases={cases} />
            <NotesPanel workspaceId={workspace.id} canWrite />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <TeamPanel kind="litigation" workspace={{ ...workspace, name: workspace.workspace_name }} />
            <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="timeline-title">
              <Title order={2} fz="lg" id="timeline-title" mb="sm">
                Timeline
              </Title>
              <List size="sm" spacing={4}>
                {workspace.status.map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: timeline entries may repeat
                  <List.Item key={index}>{entry}</List.Item>
                ))}
              </List>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <LitigationWorkspaceFormModal
        opened={editing}
        title="Edit workspace details"
        submitLabel="Save changes"
        busyLabel="Saving..."
        busy={edit.isPending}
        workspace={workspace}
        onClose={() => setEditing(false)}
        onSubmit={(data) => edit.mutate(data)}
      />
      <DeleteWorkspaceDialog
        kind="litigation"
        workspace={deleting ? { id: workspace.id, name: workspace.workspace_name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/dashboard')}
      />
    </Stack>
  );
}
