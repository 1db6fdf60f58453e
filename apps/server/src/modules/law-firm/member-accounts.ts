import type { TeamRole } from '@lexi/shared/team-roles';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { releaseLapsedHolds } from '../accounts/users.repository.ts';
import { users } from '../accounts/users.table.ts';
import { insertMemberships } from '../organizations/organizations.repository.ts';
import { plans } from '../plans/plans.catalog.ts';
import { subscriptions } from '../plans/subscriptions.table.ts';
import { teamErrors } from './law-firm.errors.ts';
import { findTakenIdentities } from './law-firm.repository.ts';

export type MemberPerson = {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  phone_number: string;
  country: string;
  country_code: string;
};

export type NewMemberAccount = {
  person: MemberPerson;
  role: TeamRole;
  passwordHash: string;
  emailVerified: boolean;
  mobileVerified: boolean;
  /** For an account the admin makes: it waits for its owner's confirmation until then (see users.table.ts). */
  awaitingConfirmationUntil: Date | null;
};

/**
 * Which of the person's username, email and phone number already belong to an account, as the
 * form's per-field errors (like /register's), or null when all are free. An admin-made account
 * whose owner let its confirmation link lapse holds none of them any more: it is removed first.
 */
export async function takenFields(db: Db, person: Pick<MemberPerson, 'username' | 'email' | 'phone_number'>) {
  await releaseLapsedHolds(
    db,
    { usernames: [person.username], emails: [person.email], phones: [person.phone_number] },
    new Date(),
  );
  const taken = await findTakenIdentities(db, {
    usernames: [person.username],
    emails: [person.email],
    phones: [person.phone_number],
  });
  const errors = [
    taken.usernames.size > 0 ? teamErrors.usernameTaken() : null,
    taken.emails.size > 0 ? teamErrors.emailTaken() : null,
    taken.phones.size > 0 ? teamErrors.phoneTaken() : null,
  ].filter((e) => e !== null);
  return errors.length > 0 ? errors : null;
}

/** Throws one 409 carrying every taken field, the first one's sentence as the message. */
export async function assertIdentitiesFree(db: Db, person: MemberPerson): Promise<void> {
  const errors = await takenFields(db, person);
  const first = errors?.[0];
  if (!errors || !first) return;
  const fields = Object.assign({}, ...errors.map((e) => e.extra.fields as Record<string, string>));
  first.extra.fields = fields;
  throw first;
}

/**
 * Creates the accounts of new members of a firm in three multi-row inserts (so that a bulk import
 * of 1,000 rows is three statements): the people, their free plan, their membership. Run it inside
 * the caller's transaction. Law-firm members are accounts of type law_firm.
 */
export async function insertMemberAccounts(
  db: Db,
  organizationId: string,
  accounts: NewMemberAccount[],
  now = new Date(),
) {
  if (accounts.length === 0) return [];
  try {
    const rows = await db
      .insert(users)
      .values(
        accounts.map((a) => ({
          username: a.person.username,
          email: a.person.email,
          firstName: a.person.first_name,
          lastName: a.person.last_name,
          phoneNumber: a.person.phone_number,
          country: a.person.country,
          countryCode: a.person.country_code,
          accountType: 'law_firm' as const,
          passwordHash: a.passwordHash,
          emailVerifiedAt: a.emailVerified ? now : null,
          mobileVerifiedAt: a.mobileVerified ? now : null,
          awaitingConfirmationUntil: a.awaitingConfirmationUntil,
        })),
      )
      .returning();
    await db
      .insert(subscriptions)
      .values(
        rows.map((u) => ({ userId: u.id, planCode: plans.free.code, startedAt: now, expiresAt: null })),
      );
    const roleOf = new Map(accounts.map((a) => [a.person.email, a.role]));
    await insertMemberships(
      db,
      rows.map((u) => ({ organizationId, userId: u.id, role: roleOf.get(u.email) ?? 'lawyer' })),
    );
    return rows;
  } catch (error) {
    // Another request took a name or an address in the meantime: the unique indexes decide.
    if (isUniqueViolation(error, 'users_username_lower_key')) throw teamErrors.usernameTaken();
    if (isUniqueViolation(error, 'users_email_key')) throw teamErrors.emailTaken();
    throw error;
  }
}
