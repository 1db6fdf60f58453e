import type { Lawyer, Slot } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { dateTimeLabel } from '@lexi/shared/zoned-time';
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { scheduleMeeting } from '../api/meetings.ts';
import { SlotPicker } from './slot-picker.tsx';

/** Pick one of the current lawyer's free slots and book it with a purpose and a message. */
export function BookingPanel({ lawyer, timeZone }: { lawyer: Lawyer; timeZone: string }) {
  const [slot, setSlot] = useState<Slot | null>(null);
  const [purpose, setPurpose] = useState('');
  const [note, setNote] = useState('');
  const queryClient = useQueryClient();
  const book = useMutation({
    mutationFn: () =>
      scheduleMeeting({
        lawyer_username: lawyer.username,
        start_time: slot?.start_time ?? '',
        meeting_purpose: purpose,
        message: note,
      }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'vetting.book-meeting' });
      setSlot(null);
      setPurpose('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting'] });
    },
    onError: async (error) => {
      notifyError(errorMessage(error, messages.common.serverError), { step: 'vetting.book-meeting' });
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting', 'slots'] });
    },
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {`Book a meeting with ${lawyer.name}`}
        </Title>
        <SlotPicker
          lawyerUsername={lawyer.username}
          timeZone={timeZone}
          selected={slot?.start_time ?? null}
          onSelect={setSlot}
        />
        {slot ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              book.mutate();
            }}
          >
            <Stack gap="sm">
              <Text fw={600}>{`Your meeting: ${dateTimeLabel(slot.start_time, timeZone)}`}</Text>
              <TextInput
                label="Purpose of the meeting"
                value={purpose}
                maxLength={200}
                onChange={(event) => setPurpose(event.currentTarget.value)}
              />
              <Textarea
                label="Message to the lawyer"
                value={note}
                maxLength={2000}
                minRows={2}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Button type="submit" loading={book.isPending} style={{ alignSelf: 'flex-start' }}>
                Book meeting
              </Button>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
