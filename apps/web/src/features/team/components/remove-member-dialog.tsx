import type { TeamMember } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { removeTeamMember, teamQueryKey } from '../api/team-api.ts';

/** Remove, after confirming: the person is signed out everywhere; their work stays with the firm. */
export function RemoveMemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeTeamMember,
    onSuccess: async (answer) => {
      notifySuccess(answer.message || messages.team.removed);
      onClose();
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) => notifyError(errorMessage(error, messages.team.removeFailed)),
  });

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Remove team member?"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {member ? `${member.first_name} ${member.last_name}` : 'This member'} will be signed out at once and
          can no longer work for the firm. Workspaces and documents they made stay with the firm.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => member && remove.mutate(member.id)}>
            Remove member
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
