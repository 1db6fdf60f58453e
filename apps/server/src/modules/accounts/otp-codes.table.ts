import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time codes sent by email or SMS. The code is stored as a keyed HMAC. Each row is also the
 * record of one send, which is what the per-address send limits count.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    address: text('address').notNull(),
    purpose: text('purpose', {
      enum: ['verify_email', 'verify_mobile', 'forgot_password', 'esign'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    // For forgot_password: the proof handed back after a correct code, used once by /forgot_password.
    proofHash: text('proof_hash'),
    proofUsedAt: timestamp('proof_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_address_idx').on(t.channel, t.address, t.createdAt)],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;
