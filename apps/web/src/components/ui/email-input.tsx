import { TextInput, type TextInputProps } from '@mantine/core';

/** A required "Email address" field; autofilled with the user's own address unless told otherwise. */
export function EmailInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput label="Email address" type="email" autoComplete="email" required {...props} />;
}
