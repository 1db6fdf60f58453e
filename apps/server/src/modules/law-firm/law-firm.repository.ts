import type { TeamRole } from '@lexi/shared/team-roles';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';
import { organizationMembers, organizations } from '../organizations/organizations.table.ts';
import { subscriptions } from '../plans/subscriptions.table.ts';
import { firmPlanSeats } from './firm-plan-seats.table.ts';

function membersQuery(db: Db, organizationId: string) {
  return db
    .select({
      user: users,
      role: organizationMembers.role,
      joinedAt: organizationMembers.createdAt,
      seatPlanCode: firmPlanSeats.planCode,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(
      firmPlanSeats,
      and(eq(firmPlanSeats.userId, users.id), eq(firmPlanSeats.organizationId, organizationId)),
    );
}

/** Who a search of the team list matches: name, username, email or one of these roles. */
export type MemberSearch = { pattern: string; roles: TeamRole[] };

function membersOf(organizationId: string, search: MemberSearch | undefined) {
  const inFirm = eq(organizationMembers.organizationId, organizationId);
  if (!search) return inFirm;
  const text = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username} || ' ' || ${users.email}) like lower(${search.pattern})`;
  return and(inFirm, search.roles.length ? or(text, inArray(organizationMembers.role, search.roles)) : text);
}

/** One page of a firm's members (those the search matches) with person, role and plan seat, oldest first. */
export async function pageFirmMembers(
  db: Db,
  organizationId: string,
  page: { offset: number; limit: number; search?: MemberSearch },
) {
  return membersQuery(db, organizationId)
    .where(membersOf(organizationId, page.search))
    .orderBy(asc(organizationMembers.createdAt), asc(users.username))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countFirmMembers(db: Db, organizationId: string, search?: MemberSearch) {
  const [row] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(membersOf(organizationId, search));
  return Number(row?.n ?? 0);
}

/** The firm's founder while a member, else its longest-standing admin. */
export async function findFirmAdmin(db: Db, organizationId: string, founderId: string) {
  const [row] = await membersQuery(db, organizationId)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        or(eq(organizationMembers.role, 'admin'), eq(users.id, founderId)),
      ),
    )
    .orderBy(sql`${users.id} = ${founderId} desc`, asc(organizationMembers.createdAt), asc(users.username))
    .limit(1);
  return row;
}

export type FirmMemberRow = Awaited<ReturnType<typeof pageFirmMembers>>[number];

export async function findFirmMember(db: Db, organizationId: string, userId: string) {
  const [row] = await membersQuery(db, organizationId)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .limit(1);
  return row;
}

/** Which of these usernames (any case), emails and phone numbers already belong to an account. */
export async function findTakenIdentities(
  db: Db,
  wanted: { usernames: string[]; emails: string[]; phones: string[] },
) {
  const lowered = wanted.usernames.map((u) => u.toLowerCase());
  const [byName, byEmail, byPhone] = await Promise.all([
    lowered.length
      ? db
          .select({ v: sql<string>`lower(${users.username})` })
          .from(users)
          .where(inArray(sql`lower(${users.username})`, lowered))
      : [],
    wanted.emails.length
      ? db.select({ v: users.email }).from(users).where(inArray(users.email, wanted.emails))
      : [],
    wanted.phones.length
      ? db.select({ v: users.phoneNumber }).from(users).where(inArray(users.phoneNumber, wanted.phones))
      : [],
  ]);
  return {
    usernames: new Set(byName.map((r) => r.v)),
    emails: new Set(byEmail.map((r) => r.v)),
    phones: new Set(byPhone.map((r) => r.v)),
  };
}

/** Seats of each plan the firm has given out. */
export async function countSeatsByPlan(db: Db, organizationId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ planCode: firmPlanSeats.planCode, used: count() })
    .from(firmPlanSeats)
    .where(eq(firmPlanSeats.organizationId, organizationId))
    .groupBy(firmPlanSeats.planCode);
  return new Map(rows.map((r) => [r.planCode, Number(r.used)]));
}

export async function findSeat(db: Db, userId: string) {
  const [row] = await db.select().from(firmPlanSeats).where(eq(firmPlanSeats.userId, userId)).limit(1);
  return row;
}

/** Gives the seat back: the member's firm subscription is cancelled now. */
export async function releaseSeat(db: Db, userId: string, at: Date): Promise<void> {
  const seat = await findSeat(db, userId);
  if (!seat) return;
  await db.delete(firmPlanSeats).where(eq(firmPlanSeats.id, seat.id));
  await db
    .update(subscriptions)
    .set({ cancelledAt: at })
    .where(and(eq(subscriptions.id, seat.subscriptionId), isNull(subscriptions.cancelledAt)));
}

export async function insertSeat(db: Db, values: typeof firmPlanSeats.$inferInsert): Promise<void> {
  await db.insert(firmPlanSeats).values(values);
}

/** Serialises seat changes of one firm (its row in organizations) for the rest of the transaction. */
export async function lockFirm(db: Db, organizationId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}
