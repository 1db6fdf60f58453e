import type { LoginRequest } from '@lexi/shared/api/accounts';
import { loginMessages } from '@lexi/shared/messages/login';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { login } from '../api/login.ts';
import { toLoginRefusal } from '../login-refusal.ts';
import type { VerificationTarget } from '../verification-target.ts';

/**
 * Spec §4 Login: submit the credentials; a token signs the user in; an unverified email or mobile
 * opens its verification prompt, after which the same credentials are submitted again.
 */
export function useLoginFlow(onSignedIn: () => void) {
  const signIn = useSessionStore((state) => state.signIn);
  const [prompt, setPrompt] = useState<VerificationTarget | null>(null);
  const lastCredentials = useRef<LoginRequest | null>(null);

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      signIn(answer);
      notifySuccess(loginMessages.loginSuccess, { step: 'sign-in' });
      onSignedIn();
    },
    onError: (error) => {
      const refusal = toLoginRefusal(error);
      notifyError(refusal.message, { step: 'sign-in' });
      if (refusal.kind === 'verify-email') setPrompt({ channel: 'email', email: refusal.email });
      if (refusal.kind === 'verify-mobile') {
        setPrompt({ channel: 'mobile', mobile: refusal.mobile, countryCode: refusal.countryCode });
      }
    },
  });

  const submit = (credentials: LoginRequest) => {
    lastCredentials.current = credentials;
    mutation.mutate(credentials);
  };

  const onVerified = () => {
    setPrompt(null);
    if (lastCredentials.current) mutation.mutate(lastCredentials.current);
  };

  return {
    submit,
    submitting: mutation.isPending,
    prompt,
    closePrompt: () => setPrompt(null),
    onVerified,
  };
}
