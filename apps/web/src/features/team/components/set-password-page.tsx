import { messages } from '@lexi/shared/messages';
import { fieldError, newPasswordField } from '@lexi/shared/validation/fields';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { NewPasswordInput } from '../../../components/ui/new-password-input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { setMemberPassword } from '../api/team-api.ts';
import { applyFieldErrors } from '../field-rules.ts';
import { useTeamLink } from '../hooks/use-team-link.ts';
import { isLinkRefusal } from '../link-refusal.ts';
import { TeamLinkState } from './team-link-state.tsx';

/**
 * /team/set-password?token=: a member imported by their firm chooses their first password, once
 * the link is checked as the page opens.
 */
export function SetPasswordPage() {
  usePageTitle('Choose your password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const link = useTeamLink(token, 'set_password');
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validateInputOnChange: true,
    validate: {
      password: (value) => fieldError(newPasswordField, value),
      confirm: (value, values) => (value === values.password ? null : messages.login.passwordsDoNotMatch),
    },
  });
  const save = useMutation({
    mutationFn: (password: string) => setMemberPassword({ token, password }),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { step: messages.team.registrationFailed });
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      const text = errorMessage(error, messages.team.registrationFailed);
      notifyError(text, { step: messages.team.registrationFailed });
      if (isLinkRefusal(error)) link.refuse(text);
      else applyFieldErrors(error, { password: '' }, form.setFieldError);
    },
  });

  return (
    <AuthCard title="Choose your password" description="Your firm has created a LeXi account for you.">
      <TeamLinkState link={link} problemTitle="This link cannot be used">
        <form onSubmit={form.onSubmit((values) => save.mutate(values.password))} noValidate>
          <Stack gap="md">
            <NewPasswordInput label="New password" {...form.getInputProps('password')} />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirm')}
            />
            <Button type="submit" fullWidth loading={save.isPending}>
              Set password
            </Button>
          </Stack>
        </form>
      </TeamLinkState>
    </AuthCard>
  );
}
