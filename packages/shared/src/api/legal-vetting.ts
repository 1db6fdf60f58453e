import { z } from 'zod';
import { messages } from '../messages.ts';
import { canonicalTimeZone } from '../time-zones.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';

const own = messages.lawyer.own;

export const PRACTICE_AREAS = [
  'Contracts',
  'Corporate',
  'Employment',
  'Intellectual property',
  'Real estate',
  'Family',
  'Litigation',
  'Tax',
  'Data protection',
  'Immigration',
] as const;
export const practiceArea = z.enum(PRACTICE_AREAS);

export const VETTING_JURISDICTIONS = ['India', 'USA', 'UK'] as const;
export const vettingJurisdiction = z.enum(VETTING_JURISDICTIONS);

export const FEE_CURRENCIES = ['INR', 'USD', 'GBP'] as const;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const VETTING_STATUSES = ['requested', 'in_review', 'changes_suggested', 'approved'] as const;
export const vettingStatus = z.enum(VETTING_STATUSES);
export type VettingStatus = z.infer<typeof vettingStatus>;
export const VETTING_STATUS_LABELS: Record<VettingStatus, string> = {
  requested: 'Requested',
  in_review: 'In review',
  changes_suggested: 'Changes suggested',
  approved: 'Approved',
};

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}
/** A zone from the browser, kept under its current name (Asia/Calcutta is stored as Asia/Kolkata). */
export const timeZoneField = singleLineText()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, own.timeZoneInvalid)
  .overwrite(canonicalTimeZone);

const clock = singleLineText().regex(
  /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/,
  'Enter a time as HH:MM, for example 09:30.',
);
/** A time range in the lawyer's own zone, such as 09:00–13:00. */
export const timeRange = z
  .object({ start: clock, end: clock })
  .refine((range) => range.start < range.end, own.rangeInvalid);
export type TimeRange = z.infer<typeof timeRange>;

/** Ranges of one day, without overlaps. */
const dayRanges = z
  .array(timeRange)
  .max(6)
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
    return sorted.every((range, i) => i === 0 || (sorted[i - 1] as TimeRange).end <= range.start);
  }, own.rangeInvalid);

export const weeklyHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges])) as Record<Weekday, typeof dayRanges>,
);
export type WeeklyHours = z.infer<typeof weeklyHours>;

/** A date (YYYY-MM-DD in the lawyer's zone) off (no ranges) or with different hours. */
export const dateOverride = z.object({
  date: z.iso.date(),
  ranges: dayRanges,
});
export type DateOverride = z.infer<typeof dateOverride>;

/** What a lawyer writes about themselves and when they can meet. */
export const lawyerProfileInput = z.object({
  practice_areas: z.array(practiceArea).min(1, 'Choose at least one practice area.').max(10),
  jurisdictions: z.array(vettingJurisdiction).min(1, 'Choose at least one jurisdiction.').max(3),
  languages: z.array(singleLineText().trim().min(1).max(40)).min(1, 'Add at least one language.').max(10),
  years_experience: z.number().int().min(0).max(70),
  fee_amount: z.number().int().min(0).max(10_000_000),
  fee_currency: z.enum(FEE_CURRENCIES),
  bio: multiLineText().trim().max(2000),
  time_zone: timeZoneField,
  weekly_hours: weeklyHours,
  date_overrides: z
    .array(dateOverride)
    .max(200)
    .refine(
      (list) => new Set(list.map((o) => o.date)).size === list.length,
      'Each date may be overridden once.',
    ),
  meeting_minutes: z.number().int().min(15).max(240),
  buffer_minutes: z.number().int().min(0).max(120),
  min_notice_minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 14),
  accepts_requests: z.boolean(),
});
export type LawyerProfileInput = z.infer<typeof lawyerProfileInput>;

/** POST /api/legal_vetting/profile/ */
export const saveLawyerProfileRequest = lawyerProfileInput;

/** GET/POST /api/legal_vetting/profile/: the caller's own profile (null before they write one). */
export const lawyerProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Whether the caller may offer vetting (a lawyer account, or a firm role that may). */
  may_offer: z.boolean(),
  profile: lawyerProfileInput.nullable(),
});
export type LawyerProfileResponse = z.infer<typeof lawyerProfileResponse>;

/** A lawyer as clients see them. */
export const lawyer = z.object({
  username: z.string(),
  name: z.string(),
  firm_name: z.string().nullable(),
  practice_areas: z.array(z.string()),
  jurisdictions: z.array(z.string()),
  languages: z.array(z.string()),
  years_experience: z.number(),
  fee_amount: z.number(),
  fee_currency: z.string(),
  bio: z.string(),
  time_zone: z.string(),
  meeting_minutes: z.number(),
});
export type Lawyer = z.infer<typeof lawyer>;

/** GET /api/legal_vetting/lawyers?area=&jurisdiction= */
export const lawyersQuery = z.object({
  area: practiceArea.optional(),
  jurisdiction: vettingJurisdiction.optional(),
});
export const lawyersResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  lawyers: z.array(lawyer),
});
export type LawyersResponse = z.infer<typeof lawyersResponse>;

const usernameRef = singleLineText().trim().min(1).max(150);

/** POST /api/legal_vetting/assign-lawyer/ */
export const assignLawyerRequest = z.object({ lawyer_username: usernameRef });
export const assignLawyerResponse = z.object({ success: z.literal(true), message: z.string(), lawyer });

/** A meeting as either side sees it. */
export const meeting = z.object({
  id: z.string(),
  /** ISO instants in UTC. */
  start_time: z.string(),
  end_time: z.string(),
  meeting_purpose: z.string(),
  message: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  /** Which side the caller is on. */
  role: z.enum(['client', 'lawyer']),
  lawyer: z.object({ username: z.string(), name: z.string(), time_zone: z.string() }),
  client: z.object({ username: z.string(), name: z.string() }),
});
export type Meeting = z.infer<typeof meeting>;

/** GET /api/legal_vetting/get-connected-lawyer/: the current lawyer and the caller's meetings. */
export const connectedLawyerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  lawyer: lawyer.nullable(),
  meetings: z.array(meeting),
});
export type ConnectedLawyerResponse = z.infer<typeof connectedLawyerResponse>;

/** POST /api/slots/ */
export const slotsRequest = z.object({
  lawyer_username: usernameRef,
  /** The asking user's zone, for the labels; defaults to the lawyer's. */
  time_zone: timeZoneField.optional(),
  /** First day (YYYY-MM-DD in `time_zone`); defaults to today there. */
  from: z.iso.date().optional(),
  days: z.number().int().min(1).max(31).default(14),
});
export type SlotsRequest = z.input<typeof slotsRequest>;
export const slot = z.object({
  start_time: z.string(),
  end_time: z.string(),
  /** YYYY-MM-DD in the asking user's zone, for grouping by day. */
  day: z.string(),
  /** The start as the asking user reads it, such as "Mon 9 Mar 2026, 14:30". */
  label: z.string(),
});
export type Slot = z.infer<typeof slot>;
export const slotsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  lawyer_username: z.string(),
  time_zone: z.string(),
  lawyer_time_zone: z.string(),
  meeting_minutes: z.number(),
  availability: z.array(slot),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

const startTime = z.iso.datetime({ offset: true });
/** POST /api/create_event/ */
export const createEventRequest = z.object({ lawyer_username: usernameRef, start_time: startTime });
/** POST /api/schedule_meeting/ */
export const scheduleMeetingRequest = createEventRequest.extend({
  meeting_purpose: singleLineText().trim().max(200).default(''),
  message: multiLineText().trim().max(2000).default(''),
});
export type ScheduleMeetingRequest = z.input<typeof scheduleMeetingRequest>;
export const meetingResponse = z.object({ success: z.literal(true), message: z.string(), meeting });
export type MeetingResponse = z.infer<typeof meetingResponse>;
/** POST /api/meetings/reschedule/ */
export const rescheduleMeetingRequest = z.object({
  meeting_id: singleLineText().max(64),
  start_time: startTime,
});
/** POST /api/meetings/cancel/ */
export const cancelMeetingRequest = z.object({ meeting_id: singleLineText().max(64) });

/** POST /api/legal_vetting/send-contract/ and get-legal-vetting-contract/ */
export const vettingContractRequest = z.object({ contract_id: singleLineText().max(64) });
export const vettingComment = z.object({
  id: z.string(),
  author: z.string(),
  author_role: z.enum(['client', 'lawyer']),
  comment: z.string(),
  created_at: z.string(),
});
export const vettingRequestSummary = z.object({
  contract_id: z.string(),
  title: z.string(),
  status: vettingStatus,
  role: z.enum(['client', 'lawyer']),
  lawyer: z.object({ username: z.string(), name: z.string() }),
  client: z.object({ username: z.string(), name: z.string() }),
  requested_at: z.string(),
  updated_at: z.string(),
});
export type VettingRequestSummary = z.infer<typeof vettingRequestSummary>;
export const vettingContract = vettingRequestSummary.extend({
  contract_type: z.string(),
  html_content: z.string(),
  comments: z.array(vettingComment),
});
export type VettingContract = z.infer<typeof vettingContract>;
export const vettingContractResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  contract: vettingContract,
});
export type VettingContractResponse = z.infer<typeof vettingContractResponse>;
/** GET /api/legal_vetting/requests/: the requests the caller sent and those sent to them. */
export const vettingRequestsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  requests: z.array(vettingRequestSummary),
});
export type VettingRequestsResponse = z.infer<typeof vettingRequestsResponse>;
/** POST /api/legal_vetting/add-comment/ */
export const addVettingCommentRequest = z.object({
  contract_id: singleLineText().max(64),
  comment: multiLineText().trim().min(1, messages.common.required).max(4000),
});
/** POST /api/legal_vetting/update-status/ */
export const updateVettingStatusRequest = z.object({
  contract_id: singleLineText().max(64),
  status: vettingStatus,
});
