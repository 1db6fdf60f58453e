import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { Badge, Text } from '@mantine/core';
import '../workspaces.css';
import { LitigationItemMenu } from './litigation-item-menu.tsx';
import { OpenButton } from './open-button.tsx';
import { LabelledLine, WorkspaceCard } from './workspace-card.tsx';

export function litigationWorkspaceHref(id: string): string {
  return `/dashboard/litigation/${encodeURIComponent(id)}`;
}

/** Civil blue, Criminal yellow (spec part 2 §2). */
export function CaseTypeBadge({ caseType }: { caseType: LitigationWorkspace['case_type'] }) {
  return (
    <Badge
      variant="light"
      color={caseType === 'Civil' ? 'blue' : 'yellow'}
      styles={caseType === 'Civil' ? undefined : { label: { color: 'var(--lexi-criminal-text)' } }}
    >
      {caseType}
    </Badge>
  );
}

interface LitigationWorkspaceCardProps {
  workspace: LitigationWorkspace;
  onOpen: (workspace: LitigationWorkspace) => void;
  onDelete: (workspace: LitigationWorkspace) => void;
}

/** A litigation workspace in the grid; a double-click opens it, like its Open button. */
export function LitigationWorkspaceCard({ workspace, onOpen, onDelete }: LitigationWorkspaceCardProps) {
  return (
    <WorkspaceCard
      name={workspace.workspace_name}
      onDoubleClick={() => onOpen(workspace)}
      header={
        <>
          <CaseTypeBadge caseType={workspace.case_type} />
          <LitigationItemMenu workspace={workspace} onDelete={onDelete} />
        </>
      }
      headerNoWrap
      createdAt={workspace.created_at}
      updatedAt={workspace.updated_at}
      members={workspace.team_members}
      open={<OpenButton name={workspace.workspace_name} onClick={() => onOpen(workspace)} />}
    >
      <Text size="sm">{`${workspace.client_name} & ${workspace.opponent_name}`}</Text>
      <LabelledLine
        label={messages.litigation.page.workspaceFields.areaOfLaw}
        value={workspace.area_of_law}
      />
    </WorkspaceCard>
  );
}
