import { messages } from '@lexi/shared/messages';
import type { LitigationWorkspaceData } from '@lexi/shared/validation/workspaces';
import { Alert, Badge, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { editLitigationWorkspace, litigationWorkspaceQuery } from '../api/litigation-workspaces.ts';
import { formatDate } from '../format-date.ts';
import { refreshWorkspace } from '../workspace-cache.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { CasePackagePanel } from './case-package-panel.tsx';
import { CaseWizardModal } from './case-wizard-modal.tsx';
import { DeleteWorkspaceButton } from './delete-workspace-button.tsx';
import { Detail } from './detail.tsx';
import { LitigationCases } from './litigation-cases.tsx';
import { CaseTypeBadge } from './litigation-workspace-card.tsx';
import { LitigationWorkspaceFormModal } from './litigation-workspace-form-modal.tsx';
import { TeamPanel } from './team-panel.tsx';
import { WorkspaceHeader } from './workspace-header.tsx';
import { WorkspacePageLayout, workspaceLoadState } from './workspace-page-layout.tsx';

const w = messages.litigation.page.workspaceFields;

const l = messages.litigation;

/** /dashboard/litigation/:id: a litigation workspace, its cases, team and notes. */
export function LitigationWorkspacePage() {
  const { id = '' } = useParams();
  const single = useQuery(litigationWorkspaceQuery(id));
  usePageTitle(single.data?.workspace.workspace_name ?? l.page.workspacePage.fallbackTitle);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const edit = useNotifiedMutation({
    mutationFn: (data: LitigationWorkspaceData) => editLitigationWorkspace({ workspace_id: id, ...data }),
    success: messages.workspace.own.updated,
    failure: l.updateWorkspaceFailed,
    close: () => setEditing(false),
    refresh: () => refreshWorkspace(queryClient, 'litigation', id),
  });

  if (!single.isSuccess) return workspaceLoadState(single);
  const { workspace, cases } = single.data;
  const named = { id: workspace.id, name: workspace.workspace_name };

  return (
    <WorkspacePageLayout
      workspaceId={workspace.id}
      canWrite={workspace.can_edit}
      header={
        <WorkspaceHeader
          name={workspace.workspace_name}
          badges={
            <>
              <CaseTypeBadge caseType={workspace.case_type} />
              <Badge variant="light" color="gray">
                {workspace.workspace_type}
              </Badge>
            </>
          }
          actions={
            <>
              {workspace.can_edit ? (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {l.page.workspacePage.editDetails}
                </Button>
              ) : null}
              {workspace.can_manage ? <DeleteWorkspaceButton kind="litigation" workspace={named} /> : null}
            </>
          }
        />
      }
      notice={
        workspace.is_case_details_extracted ? null : (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title={l.page.workspacePage.notExtractedTitle}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {workspace.can_edit
                  ? workspaceTexts.caseDetailsNotExtracted
                  : workspaceTexts.caseDetailsNotExtractedReadOnly}
              </Text>
              {workspace.can_edit ? (
                <Button size="sm" onClick={() => setWizardOpen(true)}>
                  {workspaceTexts.openCaseWizard}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        )
      }
      detailColumns={3}
      details={
        <>
          <Detail label={w.client} value={workspace.client_name} />
          <Detail label={w.opponent} value={workspace.opponent_name} />
          <Detail label={w.areaOfLaw} value={workspace.area_of_law} />
          <Detail label={w.case} value={workspace.case_type} />
          <Detail label={w.created} value={formatDate(workspace.created_at)} />
          <Detail label={w.lastUpdated} value={formatDate(workspace.updated_at)} />
        </>
      }
      main={
        <>
          {workspace.is_case_details_extracted ? (
            <CasePackagePanel
              workspaceId={workspace.id}
              workspaceName={workspace.workspace_name}
              canEdit={workspace.can_edit}
            />
          ) : null}
          <LitigationCases workspaceId={workspace.id} cases={cases} canEdit={workspace.can_edit} />
        </>
      }
      side={
        <Stack gap="lg">
          <TeamPanel kind="litigation" workspace={{ ...workspace, name: workspace.workspace_name }} />
          <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="timeline-title">
            <Title order={2} fz="lg" id="timeline-title" mb="sm">
              {w.timeline}
            </Title>
            <List size="sm" spacing={4}>
              {workspace.status.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: timeline entries may repeat
                <List.Item key={index}>{entry}</List.Item>
              ))}
            </List>
          </Paper>
        </Stack>
      }
    >
      <LitigationWorkspaceFormModal
        opened={editing}
        busy={edit.isPending}
        workspace={workspace}
        onClose={() => setEditing(false)}
        onSubmit={(data) => edit.mutate(data)}
      />
      <CaseWizardModal
        key={wizardOpen ? 'open' : 'closed'}
        workspace={wizardOpen ? workspace : null}
        onClose={() => setWizardOpen(false)}
      />
    </WorkspacePageLayout>
  );
}
