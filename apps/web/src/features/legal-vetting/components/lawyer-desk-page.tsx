import { messages } from '@lexi/shared/messages';
import { Alert, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { connectedLawyerQuery } from '../api/lawyers.ts';
import { browserTimeZone } from '../api/meetings.ts';
import { myProfileQuery } from '../api/profile.ts';
import { vettingRequestsQuery } from '../api/vetting.ts';
import { MeetingsList } from './meetings-list.tsx';
import { ProfileForm } from './profile-form.tsx';
import { VettingRequestsList } from './vetting-requests-list.tsx';

/** /lawyer-desk: the lawyer's queue of vetting requests, their calendar, and their profile. */
export function LawyerDeskPage() {
  usePageTitle('Lawyer desk');
  const timeZone = useMemo(browserTimeZone, []);
  const profile = useQuery(myProfileQuery);
  const requests = useQuery(vettingRequestsQuery);
  const connected = useQuery(connectedLawyerQuery);

  if (profile.isPending)
    return <Skeleton height={240} radius="lg" role="status" aria-label="Loading your desk" />;
  if (profile.isError) {
    return (
      <LoadError
        title={messages.lawyer.own.deskFailed}
        error={profile.error}
        onRetry={profile.refetch}
        retrying={profile.isFetching}
      />
    );
  }
  if (!profile.data.may_offer) {
    return (
      <Alert color="gray" variant="light" title="Lawyer desk">
        {messages.lawyer.own.profileNotAllowed}
      </Alert>
    );
  }
  const queue = (requests.data?.requests ?? []).filter((r) => r.role === 'lawyer');
  const meetings = (connected.data?.meetings ?? []).filter((m) => m.role === 'lawyer');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Lawyer desk
        </Title>
        <Text c="dimmed">
          {profile.data.profile
            ? 'Vetting requests from your clients, your meetings, and your profile.'
            : 'Write your profile and weekly hours so that clients can find you and book meetings.'}
        </Text>
      </Stack>
      <Tabs defaultValue={profile.data.profile ? 'requests' : 'profile'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">{`Requests (${queue.length})`}</Tabs.Tab>
          <Tabs.Tab value="calendar">{`Calendar (${meetings.filter((m) => m.status === 'scheduled').length})`}</Tabs.Tab>
          <Tabs.Tab value="profile">Profile and hours</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <VettingRequestsList
            title="Vetting requests"
            requests={queue}
            empty="No contracts are waiting for you."
            load={{ query: requests, failed: messages.lawyer.own.requestsFailed }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <MeetingsList
            title="Your meetings"
            meetings={meetings}
            timeZone={timeZone}
            cancellable
            empty="No meetings booked with you yet."
            load={{ query: connected, failed: messages.lawyer.own.connectedFailed }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="profile" pt="md">
          <ProfileForm initial={profile.data.profile} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
