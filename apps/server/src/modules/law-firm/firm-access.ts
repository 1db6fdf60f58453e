import { roleMay } from '@lexi/shared/team-roles';
import type { Db } from '../../db/client.ts';
import {
  type FirmMembership,
  findMemberRole,
  findMembership,
} from '../organizations/organizations.repository.ts';
import { teamErrors } from './law-firm.errors.ts';

/**
 * The caller's firm, when their role may manage its members (README "Law-firm roles"); anyone
 * else, in a firm or not, gets 403 before anything of a firm is read.
 */
export async function firmManagerOf(db: Db, userId: string): Promise<FirmMembership> {
  const membership = await findMembership(db, userId);
  if (!membership || !roleMay(membership.role, 'manageMembers')) throw teamErrors.notManager();
  return membership;
}

/** The role of a member of this firm; a person of another firm (or nobody) is 404. */
export async function memberRoleIn(db: Db, organizationId: string, memberUserId: string) {
  const role = await findMemberRole(db, organizationId, memberUserId);
  if (!role) throw teamErrors.memberNotFound();
  return role;
}
