import type { Meeting } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { dateTimeLabel, timeOfDay } from '@lexi/shared/zoned-time';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { cancelMeeting } from '../api/meetings.ts';
import { groupByDay } from '../group-by-day.ts';
import { type ListLoad, ListPanel } from './list-panel.tsx';
import { RescheduleModal } from './reschedule-modal.tsx';

interface MeetingsListProps {
  title: string;
  meetings: Meeting[];
  timeZone: string;
  /** Show move and cancel buttons (the pages; the dashboard only lists). */
  cancellable?: boolean;
  empty: string;
  load?: ListLoad;
}

/** Meetings grouped by day in the user's zone, with the other side and the purpose. */
export function MeetingsList({
  title,
  meetings,
  timeZone,
  cancellable = false,
  empty,
  load,
}: MeetingsListProps) {
  const [toCancel, setToCancel] = useState<Meeting | null>(null);
  const [toMove, setToMove] = useState<Meeting | null>(null);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: string) => cancelMeeting(id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'vetting.cancel-meeting' });
      setToCancel(null);
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'vetting.cancel-meeting' }),
  });
  const live = meetings.filter((m) => m.status === 'scheduled');
  return (
    <ListPanel
      title={title}
      empty={empty}
      isEmpty={live.length === 0}
      load={load}
      after={
        <>
          <RescheduleModal meeting={toMove} timeZone={timeZone} onClose={() => setToMove(null)} />
          <ConfirmDialog
            opened={toCancel !== null}
            title="Cancel this meeting?"
            text={
              toCancel
                ? `The meeting on ${dateTimeLabel(toCancel.start_time, timeZone)} is cancelled for both sides, and both get an email.`
                : ''
            }
            cancelLabel="Keep it"
            confirmLabel="Cancel meeting"
            loading={cancel.isPending}
            onCancel={() => setToCancel(null)}
            onConfirm={() => toCancel && cancel.mutate(toCancel.id)}
          />
        </>
      }
    >
      {groupByDay(live, (m) => m.start_time, timeZone).map((group) => (
        <Stack key={group.day} gap={6}>
          <Title order={3} fz="sm">
            {group.heading}
          </Title>
          {group.items.map((meeting) => (
            <Group key={meeting.id} justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {`${timeOfDay(meeting.start_time, timeZone)}–${timeOfDay(meeting.end_time, timeZone)} with ${
                    meeting.role === 'client' ? meeting.lawyer.name : meeting.client.name
                  }`}
                </Text>
                {meeting.meeting_purpose ? (
                  <Text size="sm" c="dimmed">
                    {meeting.meeting_purpose}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs">
                <Badge variant="light">{meeting.role === 'client' ? 'Your lawyer' : 'Your client'}</Badge>
                {cancellable ? (
                  <>
                    <Button size="xs" variant="default" onClick={() => setToMove(meeting)}>
                      Move
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setToCancel(meeting)}>
                      Cancel meeting
                    </Button>
                  </>
                ) : null}
              </Group>
            </Group>
          ))}
        </Stack>
      ))}
    </ListPanel>
  );
}
