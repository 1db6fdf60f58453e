import { type LoginRequest, loginRequest } from '@lexi/shared/api/accounts';
import { fieldError } from '@lexi/shared/validation/fields';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';

interface LoginFormProps {
  initialUsername: string;
  onSubmit: (credentials: LoginRequest) => void;
  submitting: boolean;
}

export function LoginForm({ initialUsername, onSubmit, submitting }: LoginFormProps) {
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { username: initialUsername, password: '' },
    validate: {
      username: (value) => fieldError(loginRequest.shape.username, value),
      password: (value) => fieldError(loginRequest.shape.password, value),
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit({ ...values, username: values.username.trim() }))}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label="Username or email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('username')}
        />
        <Stack gap={4}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={submitting} mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
