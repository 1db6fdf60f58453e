import type { createTeamMemberRequest, TeamMember } from '@lexi/shared/api/team';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto/passwords.ts';
import { isCommonPassword } from '../accounts/common-passwords.ts';
import { firmManagerOf } from './firm-access.ts';
import { teamErrors } from './law-firm.errors.ts';
import { findFirmMember } from './law-firm.repository.ts';
import { assertIdentitiesFree, insertMemberAccounts } from './member-accounts.ts';
import { toTeamMember } from './team-member-view.ts';

export type CreateTeamMemberInput = z.output<typeof createTeamMemberRequest>;

/**
 * The admin creates a member's account with a password they choose; the verified flags are the
 * admin's word for it (they know the person), otherwise the member verifies at first sign-in.
 */
export async function createTeamMember(
  deps: Deps,
  callerId: string,
  input: CreateTeamMemberInput,
): Promise<TeamMember> {
  const firm = await firmManagerOf(deps.db, callerId);
  if (isCommonPassword(input.password)) throw teamErrors.commonPassword();
  await assertIdentitiesFree(deps.db, input);
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db.transaction((tx) =>
    insertMemberAccounts(tx, firm.organizationId, [
      {
        person: input,
        role: input.role,
        passwordHash,
        emailVerified: input.is_email_verified,
        mobileVerified: input.is_mobile_verified,
      },
    ]),
  );
  const row = user && (await findFirmMember(deps.db, firm.organizationId, user.id));
  if (!row) throw new Error('created member not found');
  return toTeamMember(row);
}
