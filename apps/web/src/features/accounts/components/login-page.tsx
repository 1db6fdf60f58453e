import { Anchor } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { afterLoginPath, readLoginLocationState } from '../login-location-state.ts';
import { LoginForm } from './login-form.tsx';
import { VerificationModal } from './verification-modal.tsx';

export function LoginPage() {
  usePageTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const state = readLoginLocationState(location.state);
  const flow = useLoginFlow(() => navigate(afterLoginPath(state), { replace: true }));

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
      <VerificationModal target={flow.prompt} onClose={flow.closePrompt} onVerified={flow.onVerified} />
    </AuthCard>
  );
}
