import type { TeamRole } from '@lexi/shared/team-roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { organizationMembers, organizations } from './organizations.table.ts';

/** Creates a firm with its founding admin. */
export async function insertFirmWithAdmin(db: Db, name: string, adminUserId: string) {
  const [org] = await db.insert(organizations).values({ name, createdBy: adminUserId }).returning();
  if (!org) throw new Error('insert returned no row');
  await db.insert(organizationMembers).values({ organizationId: org.id, userId: adminUserId, role: 'admin' });
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
  if (rows.length > 0) await db.insert(organizationMembers).values(rows);
}

export async function updateMemberRole(db: Db, organizationId: string, userId: string, role: TeamRole) {
  await db
    .update(organizationMembers)
    .set({ role })
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
}

export async function deleteMembership(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning({ id: organizationMembers.id });
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
