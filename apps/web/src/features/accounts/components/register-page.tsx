import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { SignInInstead } from '../../../components/ui/sign-in-instead.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { LoginLocationState } from '../login-location-state.ts';
import { RegisterForm } from './register-form.tsx';

export function RegisterPage() {
  usePageTitle('Create account');
  const navigate = useNavigate();
  const onRegistered = (username: string) => {
    const state: LoginLocationState = { username };
    navigate('/login', { state });
  };

  return (
    <AuthCard
      title="Create your account"
      description="Draft contracts with AI help, sign them with e-mohar and share them securely."
      footer={<SignInInstead />}
    >
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
