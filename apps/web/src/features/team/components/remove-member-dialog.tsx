import type { TeamMember } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Button, Stack, Text } from '@mantine/core';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { removeTeamMember } from '../api/team-api.ts';
import { useTeamChange } from '../hooks/use-team-change.ts';

/** Remove, after confirming: the person is signed out everywhere; their work stays with the firm. */
export function RemoveMemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const remove = useTeamChange({
    mutationFn: removeTeamMember,
    success: messages.team.removed,
    failure: messages.team.removeFailed,
    close: onClose,
  });

  return (
    <Dialog opened={member !== null} onClose={onClose} title="Remove team member?">
      <Stack gap="md">
        <Text size="sm">
          {member ? `${member.first_name} ${member.last_name}` : 'This member'} will be signed out at once and
          can no longer work for the firm. Workspaces and documents they made stay with the firm.
        </Text>
        <DialogActions onCancel={onClose}>
          <Button color="red" loading={remove.isPending} onClick={() => member && remove.mutate(member.id)}>
            Remove member
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
