import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OtpCodeRow, otpCodes } from './otp-codes.table.ts';

export type OtpChannel = OtpCodeRow['channel'];
export type OtpRowPurpose = OtpCodeRow['purpose'];

/** Records a code (and so one send); returns its id. */
export async function insertOtp(db: Db, values: typeof otpCodes.$inferInsert): Promise<string> {
  const [row] = await db.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Takes back a code that could not be sent: it was never a send, and nobody can know it. */
export async function deleteOtp(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * The send limits count by family: account codes (verification, password reset) share one
 * allowance per address, signing codes another, so that a person who has just verified their
 * email is not refused the code to sign a document a moment later.
 */
export function otpFamily(purpose: OtpRowPurpose): OtpRowPurpose[] {
  return purpose === 'esign' ? ['esign'] : ['verify_email', 'verify_mobile', 'forgot_password'];
}

/** How many codes of this family went to this address since `since`. */
export async function countSendsSince(
  db: Db,
  channel: OtpChannel,
  address: string,
  since: Date,
  purposes: OtpRowPurpose[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.channel, channel),
        eq(otpCodes.address, address),
        inArray(otpCodes.purpose, purposes),
        gt(otpCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The newest code for this address and purpose: only it can be verified. */
export async function findLatestOtp(db: Db, channel: OtpChannel, address: string, purpose: OtpRowPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.address, address), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong try; returns the new count. */
export async function addWrongTry(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(eq(otpCodes.id, id))
    .returning({ wrongTries: otpCodes.wrongTries });
  return row?.wrongTries ?? 0;
}

/** Marks the code used; false when another request used it first. */
export async function consumeOtp(db: Db, id: string, at: Date, proofHash: string | null): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: at, proofHash })
    .where(and(eq(otpCodes.id, id), sql`${otpCodes.consumedAt} is null`))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Uses a reset proof once; false when it is unknown, used, or older than `notBefore`. */
export async function useResetProof(db: Db, address: string, proofHash: string, at: Date, notBefore: Date) {
  const rows = await db
    .update(otpCodes)
    .set({ proofUsedAt: at })
    .where(
      and(
        eq(otpCodes.channel, 'email'),
        eq(otpCodes.address, address),
        eq(otpCodes.purpose, 'forgot_password'),
        eq(otpCodes.proofHash, proofHash),
        sql`${otpCodes.proofUsedAt} is null`,
        gt(otpCodes.consumedAt, notBefore),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
