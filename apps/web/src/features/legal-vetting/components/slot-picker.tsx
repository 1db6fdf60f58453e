import type { Slot } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { timeOfDay } from '@lexi/shared/zoned-time';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { moveFocusWithArrowKeys } from '../../../lib/arrow-key-focus.ts';
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
  // Each day's Tab stop: the time last focused there, else the chosen time, else the first.
  const [stops, setStops] = useState<Record<string, string>>({});
  const slots = useQuery(slotsQuery({ lawyer_username: lawyerUsername, time_zone: timeZone, days: 7 }));

  if (slots.isPending)
    return <Skeleton height={120} radius="md" role="status" aria-label="Loading free times" />;
  if (slots.isError) {
    return (
      <LoadError
        title={messages.lawyer.own.slotsFailed}
        error={slots.error}
        onRetry={slots.refetch}
        retrying={slots.isFetching}
      />
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
      {groups.map((group) => {
        const stop =
          stops[group.day] ??
          group.items.find((item) => item.start_time === selected)?.start_time ??
          group.items[0]?.start_time;
        return (
          <Stack key={group.day} gap={6} role="group" aria-label={group.heading}>
            <Title order={3} fz="sm">
              {group.heading}
            </Title>
            {/* One Tab stop a day; the arrow keys move between its times, so that Tab does not walk
              through every free time of the week. */}
            <Group gap="xs" onKeyDown={moveFocusWithArrowKeys}>
              {group.items.map((slot) => {
                const isSelected = selected === slot.start_time;
                const tabStop = slot.start_time === stop;
                return (
                  <Button
                    key={slot.start_time}
                    size="xs"
                    variant={isSelected ? 'filled' : 'default'}
                    aria-pressed={isSelected}
                    tabIndex={tabStop ? 0 : -1}
                    onFocus={() => setStops((all) => ({ ...all, [group.day]: slot.start_time }))}
                    onClick={() => onSelect(slot)}
                  >
                    {timeOfDay(slot.start_time, timeZone)}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
