import type { RegisterTeamMemberRequest } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { PASSWORD_MIN } from '@lexi/shared/validation/fields';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { registerInvitedMember } from '../api/team-api.ts';
import { applyFieldErrors, joinRules } from '../field-rules.ts';
import { PersonFields } from './person-fields.tsx';

type JoinValues = Omit<RegisterTeamMemberRequest, 'token'>;

const initialValues: JoinValues = {
  first_name: '',
  last_name: '',
  username: '',
  password: '',
  phone_number: '',
  country: '',
  country_code: '',
};

/** A refusal of the link itself (unknown, withdrawn, used, expired): the form cannot help. */
const isLinkRefusal = (error: unknown) =>
  error instanceof ApiError && typeof error.code === 'string' && error.code.startsWith('team.link_');

/** /team/join?token=: the invited person sets up their account and lands signed in on /dashboard. */
export function JoinTeamPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : messages.team.own.linkInvalid);
  const form = useForm<JoinValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnChange: true,
    validate: joinRules,
  });
  const join = useMutation({
    mutationFn: (values: JoinValues) => registerInvitedMember({ ...values, token }),
    onSuccess: (answer) => {
      signIn(answer);
      notifySuccess(answer.message);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      const text = errorMessage(error, messages.team.registrationFailed);
      notifyError(text);
      if (isLinkRefusal(error)) setLinkProblem(text);
      else if (error instanceof ApiError) applyFieldErrors(error.fields, initialValues, form.setFieldError);
    },
  });

  return (
    <AuthCard
      title="Join your firm on LeXi"
      description="Your firm has invited you. Set up your account to start working with the team."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      {linkProblem ? (
        <Alert color="red" variant="light" title="This invitation cannot be used">
          {linkProblem}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => join.mutate(values))} noValidate>
          <Stack gap="md">
            <PersonFields form={form} />
            <PasswordInput
              label="Password"
              description={`At least ${PASSWORD_MIN} characters.`}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={join.isPending} mt="xs">
              Create my account
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
