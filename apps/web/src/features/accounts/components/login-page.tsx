import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { afterLoginPath, readLoginLocationState } from '../login-location-state.ts';
import { LoginForm } from './login-form.tsx';

// Only a refused login with an unverified contact needs the dialog (and Mantine's Modal, focus
// trap and scroll area): fetched on the first such refusal, not with the sign-in form.
const VerificationModal = lazy(() =>
  import('./verification-modal.tsx').then((module) => ({ default: module.VerificationModal })),
);

export function LoginPage() {
  usePageTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const state = readLoginLocationState(location.state);
  const flow = useLoginFlow(() => navigate(afterLoginPath(state), { replace: true }));
  // Once shown, the dialog stays mounted, so that it can animate out when closed.
  const [dialogNeeded, setDialogNeeded] = useState(false);
  if (flow.prompt !== null && !dialogNeeded) setDialogNeeded(true);

  return (
    <AuthCard
      title="Sign in to LeXi"
      description="Draft, sign and share your contracts in one place."
      footer={
        <>
          New to LeXi?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <LoginForm initialUsername={state.username ?? ''} onSubmit={flow.submit} submitting={flow.submitting} />
      {dialogNeeded ? (
        <Suspense fallback={null}>
          <VerificationModal target={flow.prompt} onClose={flow.closePrompt} onVerified={flow.onVerified} />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
