import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    accountType: text('account_type', { enum: ['individual', 'business', 'law_firm', 'lawyer'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /**
     * Set for an account a firm's admin made (one by one or by import): it cannot sign in until its
     * owner confirms from the emailed link, and it holds its username, email and phone number only
     * until this time (the link's expiry, renewed by a resend). After it, someone else may take them
     * and the unconfirmed account is removed. Null: nothing to confirm.
     */
    awaitingConfirmationUntil: timestamp('awaiting_confirmation_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
  ],
);

export type UserRow = typeof users.$inferSelect;
