import { messages } from '@lexi/shared/messages';
import { fieldError, newPasswordField } from '@lexi/shared/validation/fields';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { NewPasswordInput } from '../../../components/ui/new-password-input.tsx';
import { clearStepError, notifyError } from '../../../lib/notify.ts';

const MATCH_CHECK = 'new-password.match';

interface NewPasswordFormProps {
  onSubmit: (newPassword: string) => void;
  submitting: boolean;
}

/** New password and its confirmation; a mismatch is refused with 'Passwords do not match'. */
export function NewPasswordForm({ onSubmit, submitting }: NewPasswordFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validateInputOnChange: ['newPassword'],
    validate: { newPassword: (value) => fieldError(newPasswordField, value) },
  });

  const firstFieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstFieldRef.current?.focus(), []);

  const handleSubmit = form.onSubmit(({ newPassword, confirmNewPassword }) => {
    if (newPassword !== confirmNewPassword) {
      notifyError(messages.login.passwordsDoNotMatch, { step: MATCH_CHECK });
      form.setFieldError('confirmNewPassword', messages.login.passwordsDoNotMatch);
      return;
    }
    clearStepError(MATCH_CHECK);
    onSubmit(newPassword);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordInput
          label="New password"
          showLabel="Show new password"
          ref={firstFieldRef}
          visibilityToggleFocusable
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show confirmed password' }}
          {...form.getInputProps('confirmNewPassword')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
