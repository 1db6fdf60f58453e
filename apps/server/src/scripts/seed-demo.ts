import type { Deps } from '../deps.ts';
import { registerAccount } from '../modules/accounts/register.service.ts';
import {
  findUserByLogin,
  markEmailVerified,
  markMobileVerified,
} from '../modules/accounts/users.repository.ts';
import { seedDemoLawyerProfiles } from '../modules/legal-vetting/demo-lawyer-profiles.ts';
import { userPlansChanged } from '../modules/plans/user-plan-cache.ts';
import { type DemoContentLine, seedDemoContent } from './demo/demo-content.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';

export interface DemoAccountLine {
  role: string;
  username: string;
  created: boolean;
}

/**
 * `npm run demo`'s work: the verified demonstration accounts, the lawyers' profiles and the sample
 * content, each made once; a second run finds them and changes nothing.
 */
export async function seedDemo(
  deps: Deps,
): Promise<{ accounts: DemoAccountLine[]; content: DemoContentLine[] }> {
  const now = new Date();
  const accounts: DemoAccountLine[] = [];
  for (const { role, ...account } of demoAccounts) {
    const existing = await findUserByLogin(deps.db, account.username);
    if (!existing) await registerAccount(deps, { ...account, password: DEMO_PASSWORD });
    const verified = [
      ...(await markEmailVerified(deps.db, account.email, now)),
      ...(await markMobileVerified(deps.db, account.phone_number, now)),
    ];
    await userPlansChanged(deps, verified);
    accounts.push({ role, username: account.username, created: !existing });
  }
  await seedDemoLawyerProfiles(deps);
  return { accounts, content: await seedDemoContent(deps) };
}
