import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { deliverQueuedMails } from '../../lib/mail/mail-outbox.ts';
import { renewAwaitingConfirmation } from '../accounts/users.repository.ts';
import { firmManagerOf } from './firm-access.ts';
import { teamErrors } from './law-firm.errors.ts';
import { findFirmMember } from './law-firm.repository.ts';
import { issueMemberLinks } from './member-links.ts';
import { deleteUnusedLinksOf } from './member-password-links.repository.ts';
import { linkExpiry } from './team-links.ts';
import { NO_PASSWORD } from './team-member-view.ts';

/**
 * The admin sends a member who has not confirmed their account a fresh link: a set-password link
 * to an imported member (who has no password), a confirmation link to one created with a password.
 * The earlier link stops working and its mail, if still unsent, will not go; the account holds its
 * username, email and phone for the new link's lifetime.
 */
export async function resendMemberLink(deps: Deps, callerId: string, memberId: string, now = new Date()) {
  const firm = await firmManagerOf(deps.db, callerId);
  const row = await findFirmMember(deps.db, firm.organizationId, memberId);
  if (!row) throw teamErrors.memberNotFound();
  const { user } = row;
  if (!user.awaitingConfirmationUntil) throw teamErrors.alreadyConfirmed();
  const mailIds = await deps.db.transaction(async (tx) => {
    await deleteUnusedLinksOf(tx, user.id);
    await renewAwaitingConfirmation(tx, user.id, linkExpiry(now));
    return issueMemberLinks(tx, deps, {
      members: [{ userId: user.id, email: user.email, username: user.username }],
      purpose: user.passwordHash === NO_PASSWORD ? 'set_password' : 'confirm_account',
      firmName: firm.firmName,
      now,
    });
  });
  await deliverQueuedMails(deps, mailIds);
  return messages.team.own.confirmationResent(user.email);
}
