import { messages } from '@lexi/shared/messages';
import { LabelledSegments } from '../../../components/ui/labelled-segments.tsx';

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
    value: String(n) as '1' | '2',
    label: t.partyNamed(n, parties),
  });
  return (
    <LabelledSegments
      label={t.representedParty}
      value={String(party) as '1' | '2'}
      onChange={(value) => onChange(value === '2' ? 2 : 1)}
      data={[option(1), option(2)]}
      disabled={pending}
      fullWidth
      orientation="horizontal"
      styles={{ label: { whiteSpace: 'normal' } }}
    />
  );
}
