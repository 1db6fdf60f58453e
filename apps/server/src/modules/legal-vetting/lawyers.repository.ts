import { FIRM_PERMISSIONS } from '@lexi/shared/team-roles';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../accounts/users.table.ts';
import { organizationMembers, organizations } from '../organizations/organizations.table.ts';
import { type LawyerProfileRow, lawyerConnections, lawyerProfiles } from './lawyer-profiles.table.ts';

export type LawyerRecord = { user: UserRow; profile: LawyerProfileRow; firmName: string | null };

/** A lawyer account, or a firm member whose role may offer vetting. */
const mayOffer = or(
  eq(users.accountType, 'lawyer'),
  inArray(organizationMembers.role, [...FIRM_PERMISSIONS.offerLegalVetting]),
);

function lawyersSelect(db: Db) {
  return db
    .select({ user: users, profile: lawyerProfiles, firmName: organizations.name })
    .from(lawyerProfiles)
    .innerJoin(users, eq(users.id, lawyerProfiles.userId))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId));
}

/** Lawyers who take requests, optionally of one practice area and jurisdiction, by name. */
export async function listLawyers(
  db: Db,
  filters: { area?: string; jurisdiction?: string },
): Promise<LawyerRecord[]> {
  return lawyersSelect(db)
    .where(
      and(
        eq(lawyerProfiles.acceptsRequests, true),
        mayOffer,
        filters.area
          ? sql`${lawyerProfiles.practiceAreas} @> ${JSON.stringify([filters.area])}::jsonb`
          : undefined,
        filters.jurisdiction
          ? sql`${lawyerProfiles.jurisdictions} @> ${JSON.stringify([filters.jurisdiction])}::jsonb`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(200);
}

/** A lawyer who takes requests, by username (any case), or undefined. */
export async function findOfferingLawyer(db: Db, username: string): Promise<LawyerRecord | undefined> {
  const [row] = await lawyersSelect(db)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        eq(lawyerProfiles.acceptsRequests, true),
        mayOffer,
      ),
    )
    .limit(1);
  return row;
}

/** A lawyer with a profile (accepting or not) by user id. */
export async function findLawyerById(db: Db, userId: string): Promise<LawyerRecord | undefined> {
  const [row] = await lawyersSelect(db).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The firm role of a person, or null when they belong to no firm. */
export async function firmRoleOf(db: Db, userId: string) {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return row?.role ?? null;
}

export async function findProfile(db: Db, userId: string): Promise<LawyerProfileRow | undefined> {
  const [row] = await db.select().from(lawyerProfiles).where(eq(lawyerProfiles.userId, userId)).limit(1);
  return row;
}

export async function upsertProfile(
  db: Db,
  values: typeof lawyerProfiles.$inferInsert,
): Promise<LawyerProfileRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(lawyerProfiles)
    .values(values)
    .onConflictDoUpdate({ target: lawyerProfiles.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The client's current lawyer id, or null. */
export async function currentLawyerId(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ lawyerId: lawyerConnections.lawyerId })
    .from(lawyerConnections)
    .where(eq(lawyerConnections.clientId, clientId))
    .limit(1);
  return row?.lawyerId ?? null;
}

export async function setCurrentLawyer(db: Db, clientId: string, lawyerId: string): Promise<void> {
  await db
    .insert(lawyerConnections)
    .values({ clientId, lawyerId })
    .onConflictDoUpdate({ target: lawyerConnections.clientId, set: { lawyerId, connectedAt: new Date() } });
}

/** Clears the current lawyer; false when there was none. */
export async function clearCurrentLawyer(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .delete(lawyerConnections)
    .where(eq(lawyerConnections.clientId, clientId))
    .returning({ clientId: lawyerConnections.clientId });
  return rows.length > 0;
}
