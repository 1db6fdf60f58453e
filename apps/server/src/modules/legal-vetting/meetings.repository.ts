import { and, asc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';
import { lawyerProfiles } from './lawyer-profiles.table.ts';
import { type MeetingRow, meetings } from './meetings.table.ts';

export async function insertMeeting(db: Db, values: typeof meetings.$inferInsert): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateMeeting(
  db: Db,
  id: string,
  values: Partial<typeof meetings.$inferInsert>,
): Promise<MeetingRow> {
  const [row] = await db.update(meetings).set(values).where(eq(meetings.id, id)).returning();
  if (!row) throw new Error('update found no row');
  return row;
}

export async function findMeeting(db: Db, id: string): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id)).limit(1);
  return row;
}

/** Live meetings of a lawyer that touch [from, to), except one being moved. */
export async function lawyerBusy(db: Db, lawyerId: string, from: Date, to: Date, exceptId?: string) {
  return db
    .select({ start: meetings.startsAt, end: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        eq(meetings.lawyerId, lawyerId),
        isNull(meetings.cancelledAt),
        lt(meetings.startsAt, to),
        gt(meetings.endsAt, from),
        exceptId ? ne(meetings.id, exceptId) : undefined,
      ),
    );
}

const clients = alias(users, 'clients');
const lawyers = alias(users, 'lawyers');

/** Meetings in which the person is the client or the lawyer, ending after `since`, soonest first. */
export async function listMeetingsOf(db: Db, userId: string, since: Date) {
  return db
    .select({ meeting: meetings, client: clients, lawyer: lawyers, lawyerTimeZone: lawyerProfiles.timeZone })
    .from(meetings)
    .innerJoin(clients, eq(clients.id, meetings.clientId))
    .innerJoin(lawyers, eq(lawyers.id, meetings.lawyerId))
    .leftJoin(lawyerProfiles, eq(lawyerProfiles.userId, meetings.lawyerId))
    .where(and(or(eq(meetings.clientId, userId), eq(meetings.lawyerId, userId)), gt(meetings.endsAt, since)))
    .orderBy(asc(meetings.startsAt))
    .limit(200);
}
