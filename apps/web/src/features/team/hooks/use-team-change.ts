import { useQueryClient } from '@tanstack/react-query';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { teamQueryKey } from '../api/team-api.ts';

type TeamChangeOptions<TVariables> = Omit<Parameters<typeof useNotifiedMutation<TVariables>>[0], 'refresh'>;

/** A change to the firm's team: says how it went; once done, closes the dialog and fetches the team again. */
export function useTeamChange<TVariables>(options: TeamChangeOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useNotifiedMutation({
    ...options,
    refresh: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
