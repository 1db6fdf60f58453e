import { PASSWORD_MIN } from '@lexi/shared/validation/fields';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

interface NewPasswordInputProps extends Omit<PasswordInputProps, 'description'> {
  /** Said after the minimum length, e.g. who else must know it. */
  hint?: string;
  /** The accessible name of the show-password button. */
  showLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A required field for a password being chosen, with its minimum length and a show button. */
export function NewPasswordInput({
  label = 'Password',
  hint,
  showLabel = 'Show password',
  ...props
}: NewPasswordInputProps) {
  return (
    <PasswordInput
      label={label}
      description={`At least ${PASSWORD_MIN} characters.${hint ? ` ${hint}` : ''}`}
      autoComplete="new-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': showLabel }}
      {...props}
    />
  );
}
