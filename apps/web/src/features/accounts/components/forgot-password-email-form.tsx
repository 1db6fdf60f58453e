import { emailField, fieldError } from '@lexi/shared/validation/fields';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailInput } from '../../../components/ui/email-input.tsx';

interface ForgotPasswordEmailFormProps {
  onSubmit: (email: string) => void;
  submitting: boolean;
}

export function ForgotPasswordEmailForm({ onSubmit, submitting }: ForgotPasswordEmailFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => fieldError(emailField, value) },
  });

  return (
    <form onSubmit={form.onSubmit(({ email }) => onSubmit(emailField.parse(email)))} noValidate>
      <Stack gap="md">
        <EmailInput {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={submitting}>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
