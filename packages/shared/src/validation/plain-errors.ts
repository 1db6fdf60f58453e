import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * What a field says when its schema names no message of its own: plain sentences instead of zod's
 * defaults ("Invalid input: expected string, received undefined", "Too big: expected string to
 * have <=200 characters"), which the server would otherwise send to people as they are. A message
 * written in a schema always wins; this only fills the gaps.
 */
export const plainErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? messages.common.required
        : messages.common.invalidValue;
    case 'too_big':
      return issue.origin === 'string'
        ? messages.common.tooLong(issue.maximum)
        : messages.common.invalidValue;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? messages.common.required
        : messages.common.invalidValue;
    case 'invalid_value':
      return messages.common.invalidChoice;
    default:
      return messages.common.invalidValue;
  }
};

/** Makes `plainErrorMap` the fallback of every schema in this process (the server calls it once). */
export function usePlainErrorMessages(): void {
  z.config({ customError: plainErrorMap });
}
