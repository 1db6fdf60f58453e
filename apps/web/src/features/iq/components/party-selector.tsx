import { messages } from '@lexi/shared/messages';
import { SegmentedControl, Stack, Text } from '@mantine/core';

const t = messages.analysis.texts;

interface PartySelectorProps {
  party: number;
  parties: readonly string[];
  pending: boolean;
  onChange: (party: 1 | 2) => void;
}

/** Which party the user represents: the risks, score and proposals are read for it (party 1 first). */
export function PartySelector({ party, parties, pending, onChange }: PartySelectorProps) {
  const option = (n: 1 | 2) => ({
    value: String(n),
    label: t.partyNamed(n, parties),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="iq-party-label">
        {t.representedParty}
      </Text>
      <SegmentedControl
        aria-labelledby="iq-party-label"
        value={String(party)}
        onChange={(value) => onChange(value === '2' ? 2 : 1)}
        data={[option(1), option(2)]}
        disabled={pending}
        fullWidth
        orientation="horizontal"
        styles={{ label: { whiteSpace: 'normal' } }}
      />
    </Stack>
  );
}
