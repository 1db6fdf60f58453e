import { type RegisterRequest, registerRequest } from '@lexi/shared/api/accounts';
import { fieldError } from '@lexi/shared/validation/fields';

type RegisterField = keyof RegisterRequest;

/** One rule per field, each the shared schema's own, so the browser and the server agree. */
export const registerFieldRules = Object.fromEntries(
  (Object.keys(registerRequest.shape) as RegisterField[]).map((field) => [
    field,
    (value: unknown) => fieldError(registerRequest.shape[field], value),
  ]),
) as Record<RegisterField, (value: unknown) => string | null>;

export function isRegisterField(name: string): name is RegisterField {
  return Object.hasOwn(registerRequest.shape, name);
}
