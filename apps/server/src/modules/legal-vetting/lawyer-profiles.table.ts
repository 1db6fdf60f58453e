import type { DateOverride, WeeklyHours } from '@lexi/shared/api/legal-vetting';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';

/**
 * A lawyer's public profile and availability. Weekly hours and date overrides are wall-clock
 * times in the lawyer's own IANA zone, turned into instants only when slots are computed, so that
 * a daylight-saving change never moves a lawyer's working day.
 */
export const lawyerProfiles = pgTable('lawyer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceAreas: jsonb('practice_areas').$type<string[]>().notNull(),
  jurisdictions: jsonb('jurisdictions').$type<string[]>().notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  yearsExperience: integer('years_experience').notNull(),
  feeAmount: integer('fee_amount').notNull(),
  feeCurrency: text('fee_currency').notNull(),
  bio: text('bio').notNull(),
  timeZone: text('time_zone').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  dateOverrides: jsonb('date_overrides').$type<DateOverride[]>().notNull(),
  meetingMinutes: integer('meeting_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  minNoticeMinutes: integer('min_notice_minutes').notNull(),
  acceptsRequests: boolean('accepts_requests').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LawyerProfileRow = typeof lawyerProfiles.$inferSelect;

/** A client's current lawyer (at most one); withdrawing deletes the row. */
export const lawyerConnections = pgTable('lawyer_connections', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lawyerId: uuid('lawyer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});
