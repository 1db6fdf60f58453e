import { TextInput } from '@mantine/core';

/** A datetime-local value (the browser's zone) as an ISO time; the value itself when unreadable. */
export function expiryToIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

interface LinkExpiryFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  label?: string;
  description?: string;
  readOnly?: boolean;
}

/** When a share or signing link stops working: required, at most 90 days ahead (the server checks). */
export function LinkExpiryField({
  value,
  onChange,
  error,
  label = 'Link expires at',
  description = 'The link stops working after this time (at most 90 days from now).',
  readOnly,
}: LinkExpiryFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      required
      type="datetime-local"
      value={value}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
