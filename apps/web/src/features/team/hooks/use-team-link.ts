import type { TeamLinkPurpose } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { checkTeamLink } from '../api/team-api.ts';
import { isLinkRefusal } from '../link-refusal.ts';

/**
 * An emailed team link, checked as its page opens (without spending it), so that a link that no
 * longer works says so before anything is typed. `problem` is the refusal to show instead of the
 * form: no token, the check's refusal, or one a later call gave (`refuse`). A check that failed
 * for another reason (no connection) is `check.error`, to offer a retry.
 */
export function useTeamLink(token: string, purpose: TeamLinkPurpose) {
  const check = useQuery({
    queryKey: ['law-firm', 'team-link', purpose, token],
    queryFn: () => checkTeamLink({ token, purpose }),
    enabled: token !== '',
    // A link that worked stays worked for this visit: a later call tells if it stops.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [refusal, refuse] = useState<string | null>(null);
  const checkRefusal = isLinkRefusal(check.error)
    ? errorMessage(check.error, messages.team.own.linkInvalid)
    : null;
  const problem = token === '' ? messages.team.own.linkInvalid : (refusal ?? checkRefusal);
  return {
    checking: problem === null && check.isPending,
    failed: problem === null && check.isError,
    problem,
    email: check.data?.email,
    check,
    refuse,
  };
}
