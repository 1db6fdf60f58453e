import { jurisdictionOf as countryRouting } from '@lexi/shared/countries';
import type { Jurisdiction } from '../../ai/litigation/allegation-rules.ts';
import { homeJurisdiction } from '../../ai/litigation/case-jurisdiction.ts';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../accounts/users.repository.ts';

/**
 * The jurisdiction a user's cases are taken to be from when their facts name none: the country the
 * user registered with (India when the user is gone).
 */
export async function userHomeJurisdiction(db: Db, userId: string): Promise<Jurisdiction> {
  const user = await findUserById(db, userId);
  return user === undefined ? 'IN' : homeJurisdiction(countryRouting(user.country));
}
