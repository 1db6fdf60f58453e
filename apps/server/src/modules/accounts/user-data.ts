import type { UserData } from '@lexi/shared/api/accounts';
import type { UserRow } from './users.table.ts';

/** The person as the browser sees them: never the password hash. */
export function toUserData(user: UserRow): UserData {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    country: user.country,
    country_code: user.countryCode,
    account_type: user.accountType,
    is_email_verified: user.emailVerifiedAt !== null,
    is_mobile_verified: user.mobileVerifiedAt !== null,
  };
}
