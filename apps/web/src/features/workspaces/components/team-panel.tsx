import type { TeamMember } from '@lexi/shared/api/workspaces';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import { unassignTeamMember } from '../api/team.ts';
import { useAskThenRemove } from '../hooks/use-ask-then-remove.ts';
import { fullNameOf, initialsOf } from '../team-initials.ts';
import { refreshWorkspace } from '../workspace-cache.ts';
import type { WorkspaceKind } from '../workspace-kind.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { AssignWorkspaceDialog } from './assign-workspace-dialog.tsx';

interface TeamPanelProps {
  kind: WorkspaceKind;
  workspace: { id: string; name: string; team_members: readonly TeamMember[]; can_manage: boolean };
}

/** Who is assigned to the workspace; its manager assigns and removes members. */
export function TeamPanel({ kind, workspace }: TeamPanelProps) {
  const [assigning, setAssigning] = useState(false);
  const queryClient = useQueryClient();
  const removal = useAskThenRemove({
    remove: (member: TeamMember) => unassignTeamMember(workspace.id, member.email),
    failure: workspaceTexts.unassignFailed,
    refresh: () => refreshWorkspace(queryClient, kind, workspace.id),
  });

  return (
    <PanelSection
      id="team"
      title="Team"
      actions={
        workspace.can_manage ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAssigning(true)}
          >
            Assign members
          </Button>
        ) : null
      }
      dialogs={
        <>
          <AssignWorkspaceDialog
            kind={kind}
            opened={assigning}
            workspace={workspace}
            onClose={() => setAssigning(false)}
          />
          <ConfirmDialog
            {...removal.confirm}
            title="Remove this member?"
            text={`${removal.asked ? fullNameOf(removal.asked) : ''} will no longer see "${workspace.name}". You can assign them again later.`}
            confirmLabel="Remove member"
          />
        </>
      }
    >
      {workspace.team_members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {workspace.can_manage
            ? 'Nobody is assigned yet. Assign members of your firm to work here with you.'
            : 'Nobody else is assigned to this workspace.'}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Assigned members"
        >
          {workspace.team_members.map((member) => (
            <Group key={member.email} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar size="sm" radius="xl" color="lexi" variant="filled">
                  {initialsOf(member)}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {fullNameOf(member)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {member.email}
                  </Text>
                </Stack>
              </Group>
              {workspace.can_manage ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  c="var(--mantine-color-error)"
                  onClick={() => removal.ask(member)}
                  aria-label={`Remove ${fullNameOf(member)} from the workspace`}
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}
