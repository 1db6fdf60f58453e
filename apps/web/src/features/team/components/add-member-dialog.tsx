import type { CreateTeamMemberRequest } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Text } from '@mantine/core';
import { FormDialog } from '../../../components/ui/dialog.tsx';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { NewPasswordInput } from '../../../components/ui/new-password-input.tsx';
import { emptyPerson, PersonFields } from '../../../components/ui/person-fields.tsx';
import { createTeamMember } from '../api/team-api.ts';
import { addMemberRules } from '../field-rules.ts';
import { useTeamChange } from '../hooks/use-team-change.ts';
import { useTeamForm } from '../hooks/use-team-form.ts';
import { RoleSelect } from './role-select.tsx';

const initialValues: CreateTeamMemberRequest = {
  ...emptyPerson,
  email: '',
  password: '',
  role: 'lawyer',
  is_email_verified: false,
  is_mobile_verified: false,
};

/**
 * Add member: every field of the spec's Team member; the admin sets the first password. The spec's
 * is_email_verified / is_mobile_verified are sent as false: the member confirms both themself.
 */
export function AddMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { form, showFieldErrors, close } = useTeamForm(initialValues, addMemberRules, onClose);
  const create = useTeamChange({
    mutationFn: createTeamMember,
    success: messages.team.created,
    failure: messages.team.createFailed,
    close,
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="Add a team member"
      size="lg"
      onSubmit={form.onSubmit((values) => create.mutate(values, { onError: showFieldErrors }))}
      submitLabel="Add member"
      submitting={create.isPending}
    >
      <PersonFields form={form} email={<EmailInput autoComplete="off" {...form.getInputProps('email')} />} />
      <NewPasswordInput hint="Share it with the member privately." {...form.getInputProps('password')} />
      <RoleSelect {...form.getInputProps('role')} />
      <Text size="sm" c="dimmed">
        We email the member a link to confirm their account, with a code texted to their mobile number. They
        can sign in once they have confirmed it.
      </Text>
    </FormDialog>
  );
}
