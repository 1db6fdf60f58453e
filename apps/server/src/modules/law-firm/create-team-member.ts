import type { createTeamMemberRequest, TeamMember } from '@lexi/shared/api/team';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto/passwords.ts';
import { deliverQueuedMails } from '../../lib/mail/mail-outbox.ts';
import { isCommonPassword } from '../accounts/common-passwords.ts';
import { firmManagerOf } from './firm-access.ts';
import { teamErrors } from './law-firm.errors.ts';
import { findFirmMember } from './law-firm.repository.ts';
import { assertIdentitiesFree, insertMemberAccounts } from './member-accounts.ts';
import { issueMemberLinks } from './member-links.ts';
import { linkExpiry } from './team-links.ts';
import { toTeamMember } from './team-member-view.ts';

export type CreateTeamMemberInput = z.output<typeof createTeamMemberRequest>;

/**
 * The admin creates a member's account with a password they choose. The account is unverified
 * whatever is_email_verified / is_mobile_verified say (an admin's word proves no one's address):
 * it cannot sign in until its owner confirms it from the emailed link, with a code texted to the
 * mobile number, and it holds its username, email and phone only while that link lives (see
 * users.table.ts). The account, its link and the mail are written in one transaction; the mail is
 * sent before the answer when it can be, else later by the mail outbox.
 */
export async function createTeamMember(
  deps: Deps,
  callerId: string,
  input: CreateTeamMemberInput,
  now = new Date(),
): Promise<TeamMember> {
  const firm = await firmManagerOf(deps.db, callerId);
  if (isCommonPassword(input.password)) throw teamErrors.commonPassword();
  await assertIdentitiesFree(deps.db, input);
  const passwordHash = await hashPassword(input.password);
  const { user, mailIds } = await deps.db.transaction(async (tx) => {
    const [user] = await insertMemberAccounts(
      tx,
      firm.organizationId,
      [
        {
          person: input,
          role: input.role,
          passwordHash,
          emailVerified: false,
          mobileVerified: false,
          awaitingConfirmationUntil: linkExpiry(now),
        },
      ],
      now,
    );
    if (!user) throw new Error('insert returned no row');
    const mailIds = await issueMemberLinks(tx, deps, {
      members: [{ userId: user.id, email: user.email, username: user.username }],
      purpose: 'confirm_account',
      firmName: firm.firmName,
      now,
    });
    return { user, mailIds };
  });
  await deliverQueuedMails(deps, mailIds);
  const row = await findFirmMember(deps.db, firm.organizationId, user.id);
  if (!row) throw new Error('created member not found');
  return toTeamMember(row);
}
