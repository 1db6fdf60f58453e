import type { RegisterTeamMemberRequest } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { NewPasswordInput } from '../../../components/ui/new-password-input.tsx';
import { emptyPerson, PersonFields } from '../../../components/ui/person-fields.tsx';
import { SignInInstead } from '../../../components/ui/sign-in-instead.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { registerInvitedMember } from '../api/team-api.ts';
import { joinRules } from '../field-rules.ts';
import { useTeamForm } from '../hooks/use-team-form.ts';
import { isLinkRefusal } from '../link-refusal.ts';

type JoinValues = Omit<RegisterTeamMemberRequest, 'token'>;

const initialValues: JoinValues = { ...emptyPerson, password: '' };

/** /team/join?token=: the invited person sets up their account and lands signed in on /dashboard. */
export function JoinTeamPage() {
  usePageTitle('Join your firm');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : messages.team.own.linkInvalid);
  const { form, showFieldErrors } = useTeamForm(initialValues, joinRules);
  const join = useMutation({
    mutationFn: (values: JoinValues) => registerInvitedMember({ ...values, token }),
    onSuccess: (answer) => {
      signIn(answer);
      notifySuccess(answer.message, { step: messages.team.registrationFailed });
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      const text = errorMessage(error, messages.team.registrationFailed);
      notifyError(text, { step: messages.team.registrationFailed });
      if (isLinkRefusal(error)) setLinkProblem(text);
      else showFieldErrors(error);
    },
  });

  return (
    <AuthCard
      title="Join your firm on LeXi"
      description="Your firm has invited you. Set up your account to start working with the team."
      footer={<SignInInstead />}
    >
      {linkProblem ? (
        <Alert color="red" variant="light" title="This invitation cannot be used">
          {linkProblem}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => join.mutate(values))} noValidate>
          <Stack gap="md">
            <PersonFields form={form} />
            <NewPasswordInput {...form.getInputProps('password')} />
            <Button type="submit" fullWidth loading={join.isPending} mt="xs">
              Create my account
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
