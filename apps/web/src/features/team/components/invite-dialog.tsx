import type { InviteMemberRequest } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { TEAM_LINK_TTL_DAYS } from '@lexi/shared/validation/team';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { inviteTeamMember, teamQueryKey } from '../api/team-api.ts';
import { applyFieldErrors, inviteRules } from '../field-rules.ts';
import { RoleSelect } from './role-select.tsx';

const initialValues = { email: '', role: 'lawyer', message: '' } satisfies InviteMemberRequest;

/** Invite: an email with a link to set up the account; inviting again replaces the link. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<InviteMemberRequest>({
    mode: 'controlled',
    initialValues,
    validateInputOnChange: true,
    validate: inviteRules,
  });
  const invite = useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      close();
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) => {
      notifyError(errorMessage(error, messages.team.inviteFailed));
      if (error instanceof ApiError) applyFieldErrors(error.fields, initialValues, form.setFieldError);
    },
  });

  function close() {
    form.reset();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Invite a team member"
      centered
    >
      <form onSubmit={form.onSubmit((values) => invite.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They get an email with a link to set up their account. The link works once, for{' '}
            {TEAM_LINK_TTL_DAYS} days.
          </Text>
          <TextInput
            label="Email address"
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('email')}
          />
          <RoleSelect {...form.getInputProps('role')} />
          <Textarea
            label="Message"
            description="Optional; included in the email."
            rows={4}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
