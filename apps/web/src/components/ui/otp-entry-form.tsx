import { messages } from '@lexi/shared/messages';
import { fieldError, otpField } from '@lexi/shared/validation/fields';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { clearStepError, notifyError } from '../../lib/notify.ts';

const OTP_CHECK = 'otp-entry.required';

interface OtpEntryFormProps {
  description: ReactNode;
  submitLabel?: string;
  onSubmit: (otp: string) => void;
  submitting: boolean;
  onResend?: () => void;
  resending?: boolean;
}

/**
 * The OTP entry step: an empty code is refused with the spec's toast 'Please Enter an OTP'; a code
 * that is not six digits gets the field message.
 */
export function OtpEntryForm({
  description,
  submitLabel = 'Verify OTP',
  onSubmit,
  submitting,
  onResend,
  resending = false,
}: OtpEntryFormProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The step replaces the button that was just pressed: keyboard focus goes on to the code field.
  useEffect(() => inputRef.current?.focus(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(otpField, otp);
    if (problem === messages.login.otpRequired) {
      notifyError(problem, { step: OTP_CHECK });
      return;
    }
    clearStepError(OTP_CHECK);
    setError(problem);
    if (problem) return;
    onSubmit(otp.trim());
  };

  const busy = submitting || resending;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="OTP"
          description={description}
          value={otp}
          onChange={(event) => {
            const value = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
            setOtp(value);
            if (error) setError(fieldError(otpField, value));
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6-digit code"
          maxLength={6}
          ref={inputRef}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Group justify="space-between" gap="sm">
          {onResend ? (
            <Button variant="subtle" onClick={onResend} loading={resending} disabled={busy && !resending}>
              Resend OTP
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={submitting} disabled={busy && !submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
