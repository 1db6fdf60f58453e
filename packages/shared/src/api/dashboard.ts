import { z } from 'zod';
import { userData } from './accounts.ts';
import { contractStatus } from './contracts.ts';

/** One upcoming or past expiry, of an AI contract or of an e-mohar document. */
export const contractExpiryDate = z.object({
  id: z.string(),
  /** 'contract' (drafted in LeXi) or 'emohar' (a document uploaded for signing). */
  source: z.enum(['contract', 'emohar']),
  title: z.string(),
  counter_party_name: z.string().nullable(),
  /** YYYY-MM-DD */
  expiry_date: z.string(),
  /** Whole days from today (UTC) to the expiry; negative once it has passed. */
  days_left: z.number().int(),
});
export type ContractExpiryDate = z.infer<typeof contractExpiryDate>;

/** What `formatted_expiry_dates` holds once parsed (spec §3: "JSON with contract_expiry_dates"). */
export const formattedExpiryDates = z.object({
  contract_expiry_dates: z.array(contractExpiryDate),
});
export type FormattedExpiryDates = z.infer<typeof formattedExpiryDates>;

/** A row of the dashboard's list of contracts and drafts. */
export const dashboardContract = z.object({
  id: z.string(),
  title: z.string(),
  contract_type: z.string(),
  /** 'draft' while it is being edited, then 'final', 'shared' or 'signed'. */
  status: contractStatus,
  /** The spec's `type` for the contract calls: 'draft' until it is signed. */
  type: z.enum(['draft', 'contract']),
  counter_party_name: z.string(),
  expiry_date: z.string().nullable(),
  updated_at: z.string(),
  /** The e-mohar document of the contract sent for signature (not discarded), or null. */
  emohar_id: z.string().nullable(),
  /** When the signing document was sealed (ISO date-time), or null. */
  signed_at: z.string().nullable(),
});
export type DashboardContract = z.infer<typeof dashboardContract>;

/** GET /api/dashboard_dash */
export const dashboardResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user_data: userData,
  /** A JSON string, as the spec has it: parse it with `formattedExpiryDates`. */
  formatted_expiry_dates: z.string(),
  contracts: z.array(dashboardContract),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** Days before an expiry on which the owner is reminded by email. */
export const EXPIRY_REMINDER_DAYS = [30, 7, 1] as const;
