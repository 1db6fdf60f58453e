import type { ContractExpiryDate } from '@lexi/shared/api/dashboard';
import { Badge, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { formatDay } from '../../../lib/format-date.ts';

export const UPCOMING_DAYS = 90;

/** The expiries of the next 90 days, soonest first. */
export function upcomingExpiries(dates: ContractExpiryDate[]): ContractExpiryDate[] {
  return dates
    .filter((d) => d.days_left >= 0 && d.days_left <= UPCOMING_DAYS)
    .sort((a, b) => a.days_left - b.days_left);
}

const daysLeftText = (days: number) => (days === 0 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`);

export function ExpiryTimeline({ dates }: { dates: ContractExpiryDate[] }) {
  const upcoming = upcomingExpiries(dates);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="expiries-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="expiries-title">
          Upcoming expiries
        </Title>
        {upcoming.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing expires in the next 90 days.
          </Text>
        ) : (
          <Timeline bulletSize={24} lineWidth={2} active={-1}>
            {upcoming.map((d) => (
              <Timeline.Item
                key={`${d.source}-${d.id}`}
                bullet={<IconCalendarDue size={14} aria-hidden />}
                title={d.title}
              >
                <Text size="sm">
                  {`${formatDay(d.expiry_date)} · ${daysLeftText(d.days_left)}`}
                  {d.counter_party_name ? ` · with ${d.counter_party_name}` : ''}
                </Text>
                <Badge size="xs" variant="light" color={d.days_left <= 7 ? 'red' : 'gray'} mt={4}>
                  {d.source === 'emohar' ? 'e-mohar document' : 'contract'}
                </Badge>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
