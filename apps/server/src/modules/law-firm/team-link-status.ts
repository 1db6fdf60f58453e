import type { TeamLinkPurpose } from '@lexi/shared/api/team';
import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { liveInvite, memberOfLiveLink } from './live-team-links.ts';

/**
 * Whether an emailed team link still works, checked as its page opens, without spending it: the
 * refusal is the one the page's own call would give (unknown, withdrawn or of another kind: 404;
 * used or expired: 410), and only a live link tells the address it was sent to.
 */
export async function teamLinkStatus(
  deps: Deps,
  input: { token: string; purpose: TeamLinkPurpose },
  now = new Date(),
): Promise<{ email: string }> {
  if (input.purpose === 'invite') {
    const invite = await liveInvite(deps.db, hashToken(input.token), now);
    return { email: invite.email };
  }
  const member = await memberOfLiveLink(deps.db, input.token, input.purpose, now);
  return { email: member.email };
}
