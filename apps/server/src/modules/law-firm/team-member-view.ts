import type { TeamMember } from '@lexi/shared/api/team';
import { TEAM_ROLE_LABELS } from '@lexi/shared/team-roles';
import { planByCode } from '../plans/plans.catalog.ts';
import type { FirmMemberRow } from './law-firm.repository.ts';

/** Stored instead of a hash for a bulk-imported member until they set a password; never verifies. */
export const NO_PASSWORD = '!no-password-set';

/** A member as the firm's admin sees them: never the password hash. */
export function toTeamMember(row: FirmMemberRow): TeamMember {
  const { user } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    phone_number: user.phoneNumber,
    country: user.country,
    country_code: user.countryCode,
    role: row.role,
    role_label: TEAM_ROLE_LABELS[row.role],
    is_email_verified: user.emailVerifiedAt !== null,
    is_mobile_verified: user.mobileVerifiedAt !== null,
    plan: row.seatPlanCode ? { code: row.seatPlanCode, name: planByCode(row.seatPlanCode).name } : null,
    has_password: user.passwordHash !== NO_PASSWORD,
    awaiting_confirmation: user.awaitingConfirmationUntil !== null,
    confirmation_expires_at: user.awaitingConfirmationUntil?.toISOString() ?? null,
    joined_at: row.joinedAt.toISOString(),
  };
}
