import { emailField, fieldError } from '@lexi/shared/validation/fields';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

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
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
