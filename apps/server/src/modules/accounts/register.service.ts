import type { registerRequest } from '@lexi/shared/api/accounts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto/passwords.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { insertFirmWithAdmin } from '../organizations/organizations.repository.ts';
import { subscribe } from '../plans/plans.service.ts';
import { accountErrors } from './accounts.errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { findUserByEmail, insertUser, releaseLapsedHolds, usernameExists } from './users.repository.ts';
import type { UserRow } from './users.table.ts';

export type RegisterInput = z.output<typeof registerRequest>;

/**
 * Creates an account on the free plan; a law firm's account also founds its firm, with the new
 * account as admin. Email and mobile start unverified.
 */
export async function registerAccount(deps: Deps, input: RegisterInput): Promise<UserRow> {
  if (isCommonPassword(input.password)) throw accountErrors.commonPassword('password');
  // An admin-made account its owner never confirmed does not keep a name or an address for ever.
  await releaseLapsedHolds(deps.db, { usernames: [input.username], emails: [input.email] }, new Date());
  if (await usernameExists(deps.db, input.username)) throw accountErrors.usernameTaken();
  if (await findUserByEmail(deps.db, input.email)) throw accountErrors.emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: input.username,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        country: input.country,
        countryCode: input.country_code,
        accountType: input.account_type,
        passwordHash,
      });
      await subscribe(tx, user.id, 'free');
      if (input.account_type === 'law_firm') {
        await insertFirmWithAdmin(
          tx,
          input.firm_name || `${input.first_name} ${input.last_name} Law Firm`,
          user.id,
        );
      }
      return user;
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    if (isUniqueViolation(error, 'users_username_lower_key')) throw accountErrors.usernameTaken();
    if (isUniqueViolation(error, 'users_email_key')) throw accountErrors.emailTaken();
    throw error;
  }
}
