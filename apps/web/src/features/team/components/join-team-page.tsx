import type { RegisterTeamMemberRequest } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { NewPasswordInput } from '../../../components/ui/new-password-input.tsx';
import { OtpEntryForm } from '../../../components/ui/otp-entry-form.tsx';
import { emptyPerson, PersonFields } from '../../../components/ui/person-fields.tsx';
import { SignInInstead } from '../../../components/ui/sign-in-instead.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { registerInvitedMember, sendJoinMobileCode } from '../api/team-api.ts';
import { joinRules } from '../field-rules.ts';
import { useTeamForm } from '../hooks/use-team-form.ts';
import { useTeamLink } from '../hooks/use-team-link.ts';
import { isLinkRefusal } from '../link-refusal.ts';
import { TeamLinkState } from './team-link-state.tsx';

type JoinValues = Omit<RegisterTeamMemberRequest, 'token' | 'mobile_otp'>;

const initialValues: JoinValues = { ...emptyPerson, password: '' };

/** A refusal of the code itself (wrong, expired, too many tries): the code step stays. */
const isCodeRefusal = (error: unknown) =>
  error instanceof ApiError && typeof error.code === 'string' && error.code.startsWith('accounts.otp_');

/**
 * /team/join?token=: the invitation is checked as the page opens; the invited person fills in their details, confirms their mobile number with
 * a texted code, and lands signed in on /dashboard with an account that needs nothing more.
 */
export function JoinTeamPage() {
  usePageTitle('Join your firm');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const link = useTeamLink(token, 'invite');
  const [step, setStep] = useState<'details' | 'code'>('details');
  const { form, showFieldErrors } = useTeamForm(initialValues, joinRules);

  const refuse = (error: unknown, fallback: string) => {
    const text = errorMessage(error, fallback);
    notifyError(text, { step: fallback });
    if (isLinkRefusal(error)) link.refuse(text);
    else if (!isCodeRefusal(error)) {
      setStep('details');
      showFieldErrors(error);
    }
  };
  const sendCode = useMutation({
    mutationFn: () =>
      sendJoinMobileCode({
        token,
        phone_number: form.values.phone_number,
        country_code: form.values.country_code,
      }),
    onSuccess: (answer) => {
      notifySuccess(answer.message || messages.accounts.mobileOtpSent);
      setStep('code');
    },
    onError: (error) => refuse(error, messages.team.registrationFailed),
  });
  const join = useMutation({
    mutationFn: (otp: string) => registerInvitedMember({ ...form.values, token, mobile_otp: otp }),
    onSuccess: (answer) => {
      signIn(answer);
      notifySuccess(answer.message, { step: messages.team.registrationFailed });
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => refuse(error, messages.team.registrationFailed),
  });

  const mobile = `${form.values.country_code} ${form.values.phone_number}`.trim();
  return (
    <AuthCard
      title="Join your firm on LeXi"
      description="Your firm has invited you. Set up your account to start working with the team."
      footer={<SignInInstead />}
    >
      <TeamLinkState link={link} problemTitle="This invitation cannot be used">
        {step === 'details' ? (
          <form onSubmit={form.onSubmit(() => sendCode.mutate())} noValidate>
            <Stack gap="md">
              <PersonFields form={form} />
              <NewPasswordInput {...form.getInputProps('password')} />
              <Text size="sm" c="dimmed">
                Next, we text a 6-digit code to your mobile number to confirm it.
              </Text>
              <Button type="submit" fullWidth loading={sendCode.isPending} mt="xs">
                Continue
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack gap="md">
            <OtpEntryForm
              description={`Enter the 6-digit code we sent to ${mobile}.`}
              submitLabel="Create my account"
              onSubmit={(otp) => join.mutate(otp)}
              submitting={join.isPending}
              onResend={() => sendCode.mutate()}
              resending={sendCode.isPending}
            />
            <Button variant="subtle" onClick={() => setStep('details')} disabled={join.isPending}>
              Change my details
            </Button>
          </Stack>
        )}
      </TeamLinkState>
    </AuthCard>
  );
}
