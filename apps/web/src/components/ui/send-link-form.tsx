import { messages } from '@lexi/shared/messages';
import { EMAIL_PATTERN } from '@lexi/shared/validation/fields';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

interface SendLinkFormProps {
  /** Sends the link to this (trimmed, valid) address. */
  onSend: (to: string) => void;
  pending: boolean;
  /** The address proposed when the form opens (e.g. the counter party's, from the draft); editable. */
  initialEmail?: string;
}

/** "Counter party's email" and Send link, for a link already made: required, a valid address. */
export function SendLinkForm({ onSend, pending, initialEmail = '' }: SendLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = email.trim();
    if (to === '') return setError(messages.common.required);
    if (!EMAIL_PATTERN.test(to)) return setError(messages.common.invalidEmail);
    setError(null);
    onSend(to);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label="Counter party's email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="light" loading={pending} mt={{ base: 0, xs: 25 }}>
          Send link
        </Button>
      </Group>
    </form>
  );
}
