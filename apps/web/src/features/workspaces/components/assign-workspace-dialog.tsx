import type { TeamMember } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { Button, Checkbox, Group, Modal, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { assignTeamMembers, firmMembersQuery } from '../api/team.ts';
import { fullNameOf, unassignedMembers } from '../team-initials.ts';
import { refreshWorkspace } from '../workspace-cache.ts';
import type { WorkspaceKind } from '../workspace-kind.ts';

interface AssignWorkspaceDialogProps {
  kind: WorkspaceKind;
  opened: boolean;
  workspace: { id: string; name: string; team_members: readonly TeamMember[] };
  onClose: () => void;
}

/**
 * Spec part 1 §2 "Assign Workspace": a checklist of the firm's members not yet assigned, by name;
 * Assign stays disabled until one is ticked; with nobody to assign, a hint and Add Team Members.
 */
export function AssignWorkspaceDialog({ kind, opened, workspace, onClose }: AssignWorkspaceDialogProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const firm = useQuery({ ...firmMembersQuery(kind), enabled: opened });
  const available = unassignedMembers(firm.data ?? [], workspace.team_members);

  const assign = useNotifiedMutation({
    mutationFn: (emails: string[]) => assignTeamMembers(kind, workspace.id, emails),
    success: messages.litigation.teamAssigned,
    failure: messages.litigation.assignFailed,
    close,
    refresh: () => refreshWorkspace(queryClient, kind, workspace.id),
  });

  function close() {
    setChosen([]);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Assign Workspace"
      centered
    >
      {firm.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading team members">
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      ) : firm.isError ? (
        <LoadError
          title={messages.litigation.fetchTeamFailed}
          error={firm.error}
          onRetry={firm.refetch}
          retrying={firm.isFetching}
        />
      ) : available.length === 0 ? (
        <Stack gap="sm" align="center" ta="center" py="md">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconUsersPlus aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{messages.team.noMembersAvailable}</Text>
          <Text size="sm" c="dimmed">
            Add team members to your firm first; then you can assign them to this workspace.
          </Text>
          <Group>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              component={Link}
              to="/dashboard/team-management"
              leftSection={<IconUsersPlus size={18} aria-hidden />}
            >
              Add Team Members
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen.length > 0) assign.mutate(chosen);
          }}
        >
          <Stack gap="md">
            <Checkbox.Group
              label={`Team members to assign to "${workspace.name}"`}
              value={chosen}
              onChange={setChosen}
            >
              <Stack gap="xs" mt="xs">
                {available.map((member) => (
                  <Checkbox
                    key={member.email}
                    value={member.email}
                    label={fullNameOf(member)}
                    description={member.email}
                    disabled={assign.isPending}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={assign.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={chosen.length === 0} loading={assign.isPending}>
                Assign
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
