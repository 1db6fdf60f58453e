import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified-column.ts';
import { membershipsChanged } from '../organizations/organizations.repository.ts';
import { organizationMembers } from '../organizations/organizations.table.ts';
import { type UserRow, users } from './users.table.ts';

/** The firm of the person a written row is (read before the row's deletion cascades). */
const firmOfUser = sql<
  string | null
>`(select ${organizationMembers.organizationId} from ${organizationMembers} where ${organizationMembers.userId} = ${qualified(users.id)} limit 1)`;

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

const userById = preparedOn((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** By username (any case) or by email address. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const condition = value.includes('@') ? eq(users.email, value) : sql`lower(${users.username}) = ${value}`;
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** Users whose mobile is not verified yet, with this number. */
export async function findUnverifiedUsersByPhone(db: Db, phone: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNull(users.mobileVerifiedAt)));
}

/** Returns the ids of the users it changed (for userPlansChanged). */
export async function markEmailVerified(db: Db, email: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Returns the ids of the users it changed (for userPlansChanged). */
export async function markMobileVerified(db: Db, phone: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ mobileVerifiedAt: at })
    .where(and(eq(users.phoneNumber, phone), isNull(users.mobileVerifiedAt)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

/**
 * Removes the accounts a firm's admin made whose owner never confirmed them and whose hold has
 * lapsed, when they stand on any of these usernames (any case), emails or phone numbers: the real
 * owner of an address registers with it, and an admin-made account cannot keep it from them.
 * Such an account never signed in (login refuses it while it waits), so no instance has it in
 * its /user_plan cache: the removal needs no userPlansChanged.
 */
export async function releaseLapsedHolds(
  db: Db,
  wanted: { usernames?: string[]; emails?: string[]; phones?: string[] },
  now: Date,
): Promise<void> {
  const usernames = (wanted.usernames ?? []).map((u) => u.toLowerCase());
  const emails = (wanted.emails ?? []).map((e) => e.toLowerCase());
  const phones = wanted.phones ?? [];
  const on = [
    usernames.length ? inArray(sql`lower(${users.username})`, usernames) : undefined,
    emails.length ? inArray(users.email, emails) : undefined,
    phones.length ? inArray(users.phoneNumber, phones) : undefined,
  ].filter((c) => c !== undefined);
  if (on.length === 0) return;
  const removed = await db
    .delete(users)
    .where(and(lte(users.awaitingConfirmationUntil, now), or(...on)))
    .returning({ userId: users.id, organizationId: firmOfUser });
  // Their firm membership goes with them (ON DELETE CASCADE): its firm's lists showed them in
  // workspace teams, so the removal records it as organizations.repository.ts records its writes.
  await membershipsChanged(db, removed);
}

/** The owner confirmed an admin-made account: email (and, with `mobile`, the mobile) verified, hold over. */
export async function markAccountConfirmed(db: Db, userId: string, at: Date, options: { mobile: boolean }) {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
      ...(options.mobile
        ? { mobileVerifiedAt: sql`coalesce(${users.mobileVerifiedAt}, ${at.toISOString()}::timestamptz)` }
        : {}),
      awaitingConfirmationUntil: null,
    })
    .where(eq(users.id, userId));
}

/** A new confirmation link renews the hold of an account still waiting for its owner. */
export async function renewAwaitingConfirmation(db: Db, userId: string, until: Date): Promise<void> {
  await db
    .update(users)
    .set({ awaitingConfirmationUntil: until })
    .where(and(eq(users.id, userId), sql`${users.awaitingConfirmationUntil} is not null`));
}
