import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { OtpEntryForm } from '../../../components/ui/otp-entry-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useForgotPasswordFlow } from '../hooks/use-forgot-password-flow.ts';
import { ForgotPasswordEmailForm } from './forgot-password-email-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const descriptions = {
  email: 'Enter the email address of your account. We will send you a 6-digit code.',
  otp: 'Check your inbox for the code we sent.',
  reset: 'Choose a new password for your account.',
} as const;

export function ForgotPasswordPage() {
  usePageTitle('Reset password');
  const navigate = useNavigate();
  const flow = useForgotPasswordFlow(() => navigate('/login', { replace: true }));

  return (
    <AuthCard
      title="Reset your password"
      description={descriptions[flow.step]}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      }
    >
      {flow.step === 'email' ? (
        <ForgotPasswordEmailForm
          onSubmit={(email) => flow.send.mutate(email)}
          submitting={flow.send.isPending}
        />
      ) : null}
      {flow.step === 'otp' ? (
        <OtpEntryForm
          description={`Enter the 6-digit code we sent to ${flow.email}.`}
          onSubmit={(otp) => flow.verify.mutate(otp)}
          submitting={flow.verify.isPending}
          onResend={() => flow.send.mutate(flow.email)}
          resending={flow.send.isPending}
        />
      ) : null}
      {flow.step === 'reset' ? (
        <NewPasswordForm
          onSubmit={(password) => flow.reset.mutate(password)}
          submitting={flow.reset.isPending}
        />
      ) : null}
    </AuthCard>
  );
}
