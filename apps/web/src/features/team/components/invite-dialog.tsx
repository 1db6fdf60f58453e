import type { InviteMemberRequest } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { TEAM_LINK_TTL_DAYS } from '@lexi/shared/validation/team';
import { Text, Textarea } from '@mantine/core';
import { FormDialog } from '../../../components/ui/dialog.tsx';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { inviteTeamMember } from '../api/team-api.ts';
import { inviteRules } from '../field-rules.ts';
import { useTeamChange } from '../hooks/use-team-change.ts';
import { useTeamForm } from '../hooks/use-team-form.ts';
import { RoleSelect } from './role-select.tsx';

const initialValues = { email: '', role: 'lawyer', message: '' } satisfies InviteMemberRequest;

/** Invite: an email with a link to set up the account; inviting again replaces the link. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { form, showFieldErrors, close } = useTeamForm<InviteMemberRequest>(
    initialValues,
    inviteRules,
    onClose,
  );
  const invite = useTeamChange({ mutationFn: inviteTeamMember, failure: messages.team.inviteFailed, close });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="Invite a team member"
      onSubmit={form.onSubmit((values) => invite.mutate(values, { onError: showFieldErrors }))}
      submitLabel="Send invitation"
      submitting={invite.isPending}
    >
      <Text size="sm" c="dimmed">
        They get an email with a link to set up their account. The link works once, for {TEAM_LINK_TTL_DAYS}{' '}
        days.
      </Text>
      <EmailInput autoComplete="off" {...form.getInputProps('email')} />
      <RoleSelect {...form.getInputProps('role')} />
      <Textarea
        label="Message"
        description="Optional; included in the email."
        rows={4}
        {...form.getInputProps('message')}
      />
    </FormDialog>
  );
}
