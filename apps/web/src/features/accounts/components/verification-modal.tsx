import { Button, Modal, Stack, Text } from '@mantine/core';
import { OtpEntryForm } from '../../../components/ui/otp-entry-form.tsx';
import { useVerificationSteps } from '../hooks/use-verification-steps.ts';
import type { VerificationTarget } from '../verification-target.ts';

interface VerificationModalProps {
  target: VerificationTarget | null;
  onClose: () => void;
  onVerified: () => void;
}

/** The email or mobile verification prompt of a refused login, with its OTP entry step. */
export function VerificationModal({ target, onClose, onVerified }: VerificationModalProps) {
  const title = target?.channel === 'mobile' ? 'Verify your mobile number' : 'Verify your email address';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target ? <VerificationSteps key={contactOf(target)} target={target} onVerified={onVerified} /> : null}
    </Modal>
  );
}

function VerificationSteps({ target, onVerified }: { target: VerificationTarget; onVerified: () => void }) {
  const { step, send, verify } = useVerificationSteps(target, onVerified);
  const contact = contactOf(target);
  const what = target.channel === 'email' ? 'email address' : 'mobile number';

  if (step === 'send') {
    return (
      <Stack gap="md">
        <Text size="sm">
          Before you sign in, confirm your {what}{' '}
          <Text span fw={600}>
            {contact}
          </Text>
          . We will send a 6-digit code to it.
        </Text>
        <Button onClick={() => send.mutate()} loading={send.isPending} fullWidth data-autofocus>
          Send OTP
        </Button>
      </Stack>
    );
  }
  return (
    <OtpEntryForm
      description={`Enter the 6-digit code we sent to ${contact}.`}
      onSubmit={(otp) => verify.mutate(otp)}
      submitting={verify.isPending}
      onResend={() => send.mutate()}
      resending={send.isPending}
    />
  );
}

function contactOf(target: VerificationTarget): string {
  return target.channel === 'email' ? target.email : `${target.countryCode} ${target.mobile}`.trim();
}
