import { messages } from '@lexi/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { resetPassword } from '../api/reset-password.ts';
import { sendOtp } from '../api/send-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';

export type ForgotPasswordStep = 'email' | 'otp' | 'reset';

const purpose = 'forgot_password' as const;

/**
 * Spec §4 Login, step 6: the email's OTP is sent and verified; a successful verification opens
 * the new-password fields, and a successful reset clears the state.
 */
export function useForgotPasswordFlow(onReset: () => void) {
  const [step, setStep] = useState<ForgotPasswordStep>('email');
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState('');

  const send = useMutation({
    mutationFn: (address: string) => sendOtp({ email: address, purpose }),
    onSuccess: (answer, address) => {
      notifySuccess(answer.message || messages.login.otpSent, { step: 'reset-password.send-otp' });
      setEmail(address);
      setStep('otp');
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'reset-password.send-otp' }),
  });

  const verify = useMutation({
    mutationFn: (otp: string) => verifyOtp({ otp, email, purpose }),
    onSuccess: (answer) => {
      if (!answer.reset_token) {
        notifyError(messages.common.serverError, { step: messages.accounts.otpInvalid });
        return;
      }
      notifySuccess(messages.login.otpVerified, { step: messages.accounts.otpInvalid });
      setResetToken(answer.reset_token);
      setStep('reset');
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.accounts.otpInvalid), { step: messages.accounts.otpInvalid }),
  });

  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      resetPassword({ email, new_password: newPassword, purpose, reset_token: resetToken }),
    onSuccess: (answer) => {
      notifySuccess(answer.message || messages.accounts.passwordReset, { step: 'reset-password.save' });
      setStep('email');
      setEmail('');
      setResetToken('');
      onReset();
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'reset-password.save' }),
  });

  return { step, email, send, verify, reset };
}
