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

/**
 * Whether a text holds what no form can type but a file can: a control character (an XLSX cell's
 * `_x0000_` reads as NUL, which the database refuses) or half of a UTF-16 surrogate pair.
 */
export function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const low = text.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return true;
      i += 1;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** A cell of a member file: first free of unsafe characters, then held to its column's rule. */
const cell = <S extends z.ZodType<unknown, string>>(rule: S) =>
  z
    .string()
    .refine((v) => !hasUnsafeCharacter(v), { error: messages.team.own.cellUnsafe })
    .pipe(rule);

/**
 * One row of a bulk import: the person and a role (lawyer when left empty). A cell with an unsafe
 * character makes its row invalid, with that reason, and the rest of the file goes on.
 */
export const bulkMemberRow = z.object({
  first_name: cell(teamPersonFields.first_name),
  last_name: cell(teamPersonFields.last_name),
  username: cell(teamPersonFields.username),
  email: cell(teamPersonFields.email),
  phone_number: cell(teamPersonFields.phone_number),
  country: cell(teamPersonFields.country),
  country_code: cell(teamPersonFields.country_code),
  role: cell(
    z
      .string()
      .transform((v) => (v.trim() === '' ? undefined : v))
      .pipe(teamRoleField.optional()),
  ),
});
export type BulkMemberRow = z.output<typeof bulkMemberRow>;

export const inviteMessageField = multiLineText()
  .trim()
  .max(INVITE_MESSAGE_MAX, { error: `Must be at most ${INVITE_MESSAGE_MAX} characters` });
