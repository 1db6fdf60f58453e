import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The foot of a sign-up card: for someone who has an account already. */
export function SignInInstead() {
  return (
    <>
      Already have an account?{' '}
      <Anchor component={Link} to="/login" fw={600}>
        Sign in
      </Anchor>
    </>
  );
}
