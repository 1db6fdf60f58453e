import {
  createTeamMemberRequest,
  inviteMemberRequest,
  registerTeamMemberRequest,
} from '@lexi/shared/api/team';
import { fieldError } from '@lexi/shared/validation/fields';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';

/** One rule per field of a shared schema, so that the browser and the server agree on each. */
function rulesOf<S extends z.ZodObject>(schema: S) {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([field, rule]) => [
      field,
      (value: unknown) => fieldError(rule as z.ZodType, value),
    ]),
  ) as Record<keyof S['shape'], (value: unknown) => string | null>;
}

export const addMemberRules = rulesOf(createTeamMemberRequest);
export const inviteRules = rulesOf(inviteMemberRequest);
export const joinRules = rulesOf(registerTeamMemberRequest.omit({ token: true, mobile_otp: true }));

/** Puts the server's per-field refusals (of an ApiError) beside the form's fields it knows. */
export function applyFieldErrors(
  error: unknown,
  known: object,
  setFieldError: (field: string, message: string) => void,
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (Object.hasOwn(known, field)) setFieldError(field, message);
  }
}
