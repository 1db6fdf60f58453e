import type { TeamRole } from '@lexi/shared/team-roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { recordChanges } from '../../lib/after-commit.ts';
import { organizationMembers, organizations } from './organizations.table.ts';

/**
 * The topics under which every write of `organization_members` (who is in a firm, and with which
 * role) records the people and the firms it changed (see lib/after-commit.ts): what those people
 * may see changed, and the firm's lists show its members in workspace teams. Their cached reads
 * (the litigation list) are forgotten after the commit. Every insert, update and delete of the
 * table goes through this file, but for the removal of a person (users.repository.ts records it).
 */
export const FIRM_MEMBERS = 'organization_members.user_id';
export const MEMBER_FIRMS = 'organization_members.organization_id';

/** After a write of `organization_members`: the people and firms of the rows written. */
export async function membershipsChanged(
  db: Db,
  rows: readonly { organizationId: string | null; userId: string }[],
): Promise<void> {
  await recordChanges(
    db,
    FIRM_MEMBERS,
    rows.map((r) => r.userId),
  );
  await recordChanges(
    db,
    MEMBER_FIRMS,
    rows.map((r) => r.organizationId),
  );
}

const writtenMembership = {
  organizationId: organizationMembers.organizationId,
  userId: organizationMembers.userId,
};

/** Creates a firm with its founding admin. */
export async function insertFirmWithAdmin(db: Db, name: string, adminUserId: string) {
  const [org] = await db.insert(organizations).values({ name, createdBy: adminUserId }).returning();
  if (!org) throw new Error('insert returned no row');
  await insertMemberships(db, [{ organizationId: org.id, userId: adminUserId, role: 'admin' }]);
  return org;
}

export type FirmMembership = {
  organizationId: string;
  firmName: string;
  createdBy: string;
  role: TeamRole;
};

/** The firm a person belongs to and their role in it, if any (a person belongs to at most one firm). */
const membershipOf = preparedOn((db) =>
  db
    .select({
      organizationId: organizationMembers.organizationId,
      firmName: organizations.name,
      createdBy: organizations.createdBy,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('membership_of_user'),
);

/** Read on every workspace and team call (the role is never cached). */
export async function findMembership(db: Db, userId: string): Promise<FirmMembership | undefined> {
  const [row] = await membershipOf(db).execute({ userId });
  return row;
}

/** The role of a person in this firm, or undefined when they are not its member. */
export async function findMemberRole(db: Db, organizationId: string, userId: string) {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .limit(1);
  return row?.role;
}

export async function insertMemberships(
  db: Db,
  rows: { organizationId: string; userId: string; role: TeamRole }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(organizationMembers).values(rows);
  await membershipsChanged(db, rows);
}

export async function updateMemberRole(db: Db, organizationId: string, userId: string, role: TeamRole) {
  const rows = await db
    .update(organizationMembers)
    .set({ role })
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning(writtenMembership);
  await membershipsChanged(db, rows);
}

export async function deleteMembership(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning(writtenMembership);
  await membershipsChanged(db, rows);
  return rows.length === 1;
}

/** The firm's admins, locked for the rest of the transaction so two demotions cannot both pass. */
export async function lockFirmAdmins(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'admin')))
    .for('update');
  return rows.map((r) => r.userId);
}
