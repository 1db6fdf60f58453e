import type { TimeRange } from '@lexi/shared/api/legal-vetting';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface RangesEditorProps {
  /** Names the inputs for screen readers: "Monday", "12 March 2026". */
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  emptyText: string;
}

/** Time ranges of one day (in the lawyer's zone): add, change, remove. */
export function RangesEditor({ label, ranges, onChange, emptyText }: RangesEditorProps) {
  const set = (index: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <Stack gap={6} style={{ flex: '1 1 260px', maxWidth: 360 }}>
      {ranges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {ranges.map((range, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity of their own
        <Group key={index} gap={6} wrap="nowrap">
          <TextInput
            type="time"
            aria-label={`${label} range ${index + 1} from`}
            value={range.start}
            onChange={(event) => set(index, { start: event.currentTarget.value })}
            style={{ flex: '1 1 0', minWidth: 0, maxWidth: 150 }}
          />
          <Text size="sm" aria-hidden>
            –
          </Text>
          <TextInput
            type="time"
            aria-label={`${label} range ${index + 1} to`}
            value={range.end}
            onChange={(event) => set(index, { end: event.currentTarget.value })}
            style={{ flex: '1 1 0', minWidth: 0, maxWidth: 150 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${label} range ${index + 1}`}
            onClick={() => onChange(ranges.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...ranges, { start: '09:00', end: '17:00' }])}
        aria-label={`Add hours on ${label}`}
      >
        Add hours
      </Button>
    </Stack>
  );
}
