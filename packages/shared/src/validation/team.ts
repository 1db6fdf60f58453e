import { z } from 'zod';
import { countryNames } from '../countries.ts';
import { messages } from '../messages.ts';
import { TEAM_ROLES } from '../team-roles.ts';
import { countryCodeField, emailField, phoneField, requiredText, usernameField } from './fields.ts';
import { multiLineText } from './safe-text.ts';

/** Rules of the team forms and of every row of a bulk import, shared by the browser and the server. */
export const BULK_MAX_ROWS = 1000;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
/** Invitation and set-password links stay valid this long. */
export const TEAM_LINK_TTL_DAYS = 7;
export const INVITE_MESSAGE_MAX = 1000;

/** The columns of the bulk-import template, in order; `role` may be left empty (lawyer). */
export const BULK_COLUMNS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'phone_number',
  'country',
  'country_code',
  'role',
] as const;
export const BULK_REQUIRED_COLUMNS = BULK_COLUMNS.filter((c) => c !== 'role');

export const teamRoleField = z.enum(TEAM_ROLES, { error: messages.team.own.roleInvalid });

export const countryField = z.enum(countryNames, { error: messages.common.required });

/** The person's details a firm keeps for a member (no password). */
export const teamPersonFields = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  username: usernameField,
  email: emailField,
  phone_number: phoneField,
  country: countryField,
  country_code: countryCodeField,
};

/** One row of a bulk import: the person and a role (lawyer when left empty). */
export const bulkMemberRow = z.object({
  ...teamPersonFields,
  role: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    teamRoleField.optional(),
  ),
});
export type BulkMemberRow = z.output<typeof bulkMemberRow>;

export const inviteMessageField = multiLineText()
  .trim()
  .max(INVITE_MESSAGE_MAX, { error: `Must be at most ${INVITE_MESSAGE_MAX} characters` });
