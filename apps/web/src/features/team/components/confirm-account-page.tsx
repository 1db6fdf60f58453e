import type { ConfirmSendCodeResponse } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { OtpEntryForm } from '../../../components/ui/otp-entry-form.tsx';
import { SignInInstead } from '../../../components/ui/sign-in-instead.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { confirmAccount, sendConfirmationCode } from '../api/team-api.ts';
import { useTeamLink } from '../hooks/use-team-link.ts';
import { isLinkRefusal } from '../link-refusal.ts';
import { TeamLinkState } from './team-link-state.tsx';

/**
 * /team/confirm?token=: the link is checked as the page opens; a member whose account their firm's admin created confirms it, the link
 * proving their email and a texted code their mobile number; then they sign in.
 */
export function ConfirmAccountPage() {
  usePageTitle('Confirm your account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const link = useTeamLink(token, 'confirm_account');
  const [sent, setSent] = useState<ConfirmSendCodeResponse | null>(null);

  const refuse = (error: unknown) => {
    const text = errorMessage(error, messages.common.serverError);
    notifyError(text);
    if (isLinkRefusal(error)) link.refuse(text);
  };
  const send = useMutation({
    mutationFn: () => sendConfirmationCode(token),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      setSent(answer);
    },
    onError: refuse,
  });
  const confirm = useMutation({
    mutationFn: (otp: string) => confirmAccount({ token, otp }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      navigate('/login', { replace: true });
    },
    onError: refuse,
  });

  return (
    <AuthCard
      title="Confirm your LeXi account"
      description="Your firm has created a LeXi account for you. Confirm it to sign in."
      footer={<SignInInstead />}
    >
      <TeamLinkState link={link} problemTitle="This link cannot be used">
        {sent ? (
          <OtpEntryForm
            description={`Enter the 6-digit code we sent to ${sent.mobile} for the account ${sent.username}.`}
            submitLabel="Confirm my account"
            onSubmit={(otp) => confirm.mutate(otp)}
            submitting={confirm.isPending}
            onResend={() => send.mutate()}
            resending={send.isPending}
          />
        ) : (
          <Stack gap="md">
            <Text size="sm">
              We will text a 6-digit code to the mobile number your firm gave for you. Entering it confirms
              your mobile number; this link has already confirmed your email address.
            </Text>
            <Button onClick={() => send.mutate()} loading={send.isPending} fullWidth>
              Send the code
            </Button>
          </Stack>
        )}
      </TeamLinkState>
    </AuthCard>
  );
}
