import { messages } from '@lexi/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { clearLocalSession } from '../../../lib/session-store.ts';
import { logout } from '../api/logout.ts';

/**
 * Spec §4 Login, step 7: the server revokes the token, then this browser forgets everything.
 * The local part happens even when the server cannot be reached: signing out must always work.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: logout,
    onSettled: () => {
      navigate('/login', { replace: true });
      clearLocalSession();
      queryClient.clear();
      notifySuccess(messages.accounts.loggedOut);
    },
  });
  return { logout: () => mutation.mutate(), loggingOut: mutation.isPending };
}
