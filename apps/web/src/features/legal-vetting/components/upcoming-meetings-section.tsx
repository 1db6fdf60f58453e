import { Anchor, Group } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { connectedLawyerQuery } from '../api/lawyers.ts';
import { browserTimeZone } from '../api/meetings.ts';
import { MeetingsList } from './meetings-list.tsx';

/** Asks for what the section shows (the connected lawyer's meetings). */
export function prefetchUpcomingMeetings(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchQuery(connectedLawyerQuery);
}

/** The dashboard's upcoming meetings, for clients and lawyers alike; nothing when there are none. */
export function UpcomingMeetingsSection() {
  const timeZone = useMemo(browserTimeZone, []);
  const connected = useQuery(connectedLawyerQuery);
  const upcoming = (connected.data?.meetings ?? []).filter((m) => m.status === 'scheduled').slice(0, 5);
  if (upcoming.length === 0) return null;
  return (
    <section aria-label="Upcoming meetings">
      <MeetingsList title="Upcoming meetings" meetings={upcoming} timeZone={timeZone} empty="" />
      <Group justify="flex-end" mt={6}>
        <Anchor
          component={Link}
          to={upcoming.some((m) => m.role === 'lawyer') ? '/lawyer-desk' : '/legal-vetting'}
          size="sm"
        >
          All meetings
        </Anchor>
      </Group>
    </section>
  );
}
