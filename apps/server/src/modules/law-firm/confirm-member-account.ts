import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { markAccountConfirmed } from '../accounts/users.repository.ts';
import type { UserRow } from '../accounts/users.table.ts';
import { checkMobileCode, sendMobileCodeTo } from '../accounts/verification.service.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { memberOfLiveLink } from './live-team-links.ts';
import { lockPasswordLinkByHash, markPasswordLinkUsed } from './member-password-links.repository.ts';
import { assertLinkLive } from './team-links.ts';

/** The number a code went to, mostly hidden: +91 ••••••3210. */
const maskedMobile = (user: UserRow) => `${user.countryCode} ••••••${user.phoneNumber.slice(-4)}`;

/**
 * The confirm page, opened from the emailed link of a member the admin created: texts a code to the
 * mobile number the admin gave (the usual limits of one-time codes apply) and says which account
 * it is, so that the person knows what they confirm.
 */
export async function sendConfirmationCode(deps: Deps, token: string, now = new Date()) {
  const user = await memberOfLiveLink(deps.db, token, 'confirm_account', now);
  const message = await sendMobileCodeTo(deps, { phone: user.phoneNumber, countryCode: user.countryCode });
  return { message, username: user.username, mobile: maskedMobile(user) };
}

/**
 * The texted code confirms the account: the link proves the email address and the code the mobile
 * number, both are marked verified, the account stops waiting, and the link is spent. The link row
 * is locked, so that one link confirms once even when submitted twice at once.
 */
export async function confirmMemberAccount(
  deps: Deps,
  input: { token: string; otp: string },
  now = new Date(),
): Promise<string> {
  const user = await memberOfLiveLink(deps.db, input.token, 'confirm_account', now);
  await checkMobileCode(deps, user.phoneNumber, input.otp, now);
  const userId = await deps.db.transaction(async (tx) => {
    const link = await lockPasswordLinkByHash(tx, hashToken(input.token));
    assertLinkLive(link, now, 'confirm_account');
    await markAccountConfirmed(tx, link.userId, now, { mobile: true });
    await markPasswordLinkUsed(tx, link.id, now);
    return link.userId;
  });
  await userPlansChanged(deps, [userId]);
  return messages.team.own.accountConfirmed;
}
