import type { CreateTeamMemberRequest } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { PASSWORD_MIN } from '@lexi/shared/validation/fields';
import { Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { createTeamMember, teamQueryKey } from '../api/team-api.ts';
import { addMemberRules, applyFieldErrors } from '../field-rules.ts';
import { PersonFields } from './person-fields.tsx';
import { RoleSelect } from './role-select.tsx';

const initialValues: CreateTeamMemberRequest = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  phone_number: '',
  country: '',
  country_code: '',
  password: '',
  role: 'lawyer',
  is_email_verified: false,
  is_mobile_verified: false,
};

/** Add member: every field of the spec's Team member; the admin sets the first password. */
export function AddMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<CreateTeamMemberRequest>({
    mode: 'controlled',
    initialValues,
    validateInputOnChange: true,
    validate: addMemberRules,
  });
  const create = useMutation({
    mutationFn: createTeamMember,
    onSuccess: async (answer) => {
      notifySuccess(answer.message || messages.team.created);
      close();
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) => {
      notifyError(errorMessage(error, messages.team.createFailed));
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
      title="Add a team member"
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
        <Stack gap="md">
          <PersonFields
            form={form}
            email={
              <TextInput
                label="Email address"
                type="email"
                autoComplete="off"
                required
                {...form.getInputProps('email')}
              />
            }
          />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN} characters. Share it with the member privately.`}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
            {...form.getInputProps('password')}
          />
          <RoleSelect {...form.getInputProps('role')} />
          <Checkbox
            label="The email address is verified"
            {...form.getInputProps('is_email_verified', { type: 'checkbox' })}
          />
          <Checkbox
            label="The mobile number is verified"
            {...form.getInputProps('is_mobile_verified', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add member
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
