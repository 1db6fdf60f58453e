import { messages } from '@lexi/shared/messages';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { connectedLawyerQuery } from '../api/lawyers.ts';
import { browserTimeZone } from '../api/meetings.ts';
import { myProfileQuery } from '../api/profile.ts';
import { vettingRequestsQuery } from '../api/vetting.ts';
import { BookingPanel } from './booking-panel.tsx';
import { CurrentLawyerCard } from './current-lawyer-card.tsx';
import { LawyerDirectory } from './lawyer-directory.tsx';
import { MeetingsList } from './meetings-list.tsx';
import { SendForVetting } from './send-for-vetting.tsx';
import { VettingRequestsList } from './vetting-requests-list.tsx';

/** /legal-vetting: choose a lawyer, book a meeting, send contracts for vetting and follow them. */
export function LegalVettingPage() {
  usePageTitle('Legal vetting');
  const timeZone = useMemo(browserTimeZone, []);
  const connected = useQuery(connectedLawyerQuery);
  const requests = useQuery(vettingRequestsQuery);
  const profile = useQuery(myProfileQuery);
  const lawyer = connected.data?.lawyer ?? null;
  const myMeetings = (connected.data?.meetings ?? []).filter((m) => m.role === 'client');
  const sent = (requests.data?.requests ?? []).filter((r) => r.role === 'client');

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Legal vetting
          </Title>
          <Text c="dimmed">Choose a lawyer, meet them, and have your contracts checked before you sign.</Text>
        </Stack>
        {profile.data?.may_offer ? (
          <Button component={Link} to="/lawyer-desk" variant="default">
            Your lawyer desk
          </Button>
        ) : null}
      </Group>
      {connected.isPending ? (
        <Skeleton height={140} radius="lg" role="status" aria-label="Loading your lawyer" />
      ) : null}
      {connected.isError ? (
        <LoadError
          title={messages.lawyer.own.connectedFailed}
          error={connected.error}
          onRetry={connected.refetch}
          retrying={connected.isFetching}
        />
      ) : null}
      {connected.isSuccess ? <CurrentLawyerCard lawyer={lawyer} /> : null}
      {lawyer ? <BookingPanel lawyer={lawyer} timeZone={timeZone} /> : null}
      {connected.isSuccess ? (
        <MeetingsList
          title="Your meetings"
          meetings={myMeetings}
          timeZone={timeZone}
          cancellable
          empty="No meetings booked. Pick a free time with your lawyer above."
        />
      ) : null}
      {lawyer ? <SendForVetting lawyerName={lawyer.name} /> : null}
      <VettingRequestsList
        title="Contracts sent for vetting"
        requests={sent}
        empty="You have not sent a contract for vetting yet."
        load={{ query: requests, failed: messages.lawyer.own.requestsFailed }}
      />
      <LawyerDirectory currentUsername={lawyer?.username ?? null} />
    </Stack>
  );
}
