import type { EmoharSignerSummary } from '@lexi/shared/api/emohar-signing';
import { esignMethodLabels } from '@lexi/shared/api/signing-offer';
import { Badge, Group, Stack, Text } from '@mantine/core';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatTime = (value: string | null) => (value ? dateTime.format(new Date(value)) : '—');

const roleLabels = { owner: 'Owner', counter_party: 'Counter party' } as const;

/** Who signs the document, and who already has. */
export function SignersList({ signers }: { signers: EmoharSignerSummary[] }) {
  if (signers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nobody has started signing yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {signers.map((signer) => (
        <Group
          key={`${signer.role}-${signer.name}`}
          component="li"
          justify="space-between"
          gap="xs"
          wrap="wrap"
        >
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {signer.name}{' '}
              <Text span size="xs" c="dimmed">
                ({roleLabels[signer.role]})
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {esignMethodLabels[signer.method]} · ID {signer.masked_digits}
              {signer.signed_at ? ` · signed ${formatTime(signer.signed_at)}` : ''}
            </Text>
          </Stack>
          <Badge variant="light" color={signer.status === 'signed' ? 'teal' : 'orange'}>
            {signer.status === 'signed' ? 'Signed' : 'Pending'}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
