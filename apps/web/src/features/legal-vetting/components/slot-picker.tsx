import type { Slot } from '@lexi/shared/api/legal-vetting';
import { timeOfDay } from '@lexi/shared/zoned-time';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { slotsQuery } from '../api/meetings.ts';
import { groupByDay } from '../group-by-day.ts';

interface SlotPickerProps {
  lawyerUsername: string;
  /** The zone the times are shown in: the browser's. */
  timeZone: string;
  selected: string | null;
  onSelect: (slot: Slot) => void;
}

/** A lawyer's free slots for the next seven days, in the user's time zone, grouped by day. */
export function SlotPicker({ lawyerUsername, timeZone, selected, onSelect }: SlotPickerProps) {
  const slots = useQuery(slotsQuery({ lawyer_username: lawyerUsername, time_zone: timeZone, days: 7 }));

  if (slots.isPending)
    return <Skeleton height={120} radius="md" role="status" aria-label="Loading free times" />;
  if (slots.isError) {
    return (
      <Alert color="red" variant="light" title="Free times could not be loaded">
        <Button size="xs" variant="default" onClick={() => slots.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const groups = groupByDay(slots.data.availability, (slot) => slot.start_time, timeZone);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {`Times are shown in your time zone (${timeZone}); the lawyer works in ${slots.data.lawyer_time_zone}. Each meeting lasts ${slots.data.meeting_minutes} minutes.`}
      </Text>
      {groups.length === 0 ? (
        <Text size="sm">No free times in the next seven days. Try another lawyer, or check again later.</Text>
      ) : null}
      {groups.map((group) => (
        <Stack key={group.day} gap={6} role="group" aria-label={group.heading}>
          <Title order={4} fz="sm">
            {group.heading}
          </Title>
          <Group gap="xs">
            {group.items.map((slot) => {
              const isSelected = selected === slot.start_time;
              return (
                <Button
                  key={slot.start_time}
                  size="xs"
                  variant={isSelected ? 'filled' : 'default'}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(slot)}
                >
                  {timeOfDay(slot.start_time, timeZone)}
                </Button>
              );
            })}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
