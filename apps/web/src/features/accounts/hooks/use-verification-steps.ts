import { messages } from '@lexi/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { sendMobileOtp } from '../api/send-mobile-otp.ts';
import { sendOtp } from '../api/send-otp.ts';
import { verifyMobileOtp } from '../api/verify-mobile-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import type { VerificationTarget } from '../verification-target.ts';

export type VerificationStep = 'send' | 'otp';

/** Spec §4 Login, step 5: send the OTP, show the OTP entry, then verify. */
export function useVerificationSteps(target: VerificationTarget, onVerified: () => void) {
  const [step, setStep] = useState<VerificationStep>('send');
  const isEmail = target.channel === 'email';

  const send = useMutation({
    mutationFn: () =>
      target.channel === 'email'
        ? sendOtp({ email: target.email })
        : sendMobileOtp({ mobile: target.mobile }),
    onSuccess: (answer) => {
      notifySuccess(answer.message || (isEmail ? messages.login.otpSent : messages.accounts.mobileOtpSent), {
        step: 'verification.send-otp',
      });
      setStep('otp');
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'verification.send-otp' }),
  });

  const verify = useMutation({
    mutationFn: (otp: string) =>
      target.channel === 'email'
        ? verifyOtp({ otp, email: target.email })
        : verifyMobileOtp({ otp, mobile: target.mobile }),
    onSuccess: (answer) => {
      notifySuccess(
        isEmail ? messages.login.otpVerified : answer.message || messages.accounts.mobileVerified,
        { step: messages.accounts.otpInvalid },
      );
      onVerified();
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.accounts.otpInvalid), { step: messages.accounts.otpInvalid }),
  });

  return { step, send, verify };
}
