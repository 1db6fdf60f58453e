import type { Meeting, Slot } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { dateTimeLabel } from '@lexi/shared/zoned-time';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { rescheduleMeeting } from '../api/meetings.ts';
import { SlotPicker } from './slot-picker.tsx';

/** Moves a meeting to another of the lawyer's free slots; both sides get the updated invitation. */
export function RescheduleModal({
  meeting,
  timeZone,
  onClose,
}: {
  meeting: Meeting | null;
  timeZone: string;
  onClose: () => void;
}) {
  const [slot, setSlot] = useState<Slot | null>(null);
  const queryClient = useQueryClient();
  const close = () => {
    setSlot(null);
    onClose();
  };
  const move = useMutation({
    mutationFn: () => rescheduleMeeting(meeting?.id ?? '', slot?.start_time ?? ''),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'vetting.move-meeting' });
      close();
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'vetting.move-meeting' }),
  });
  return (
    <Modal
      opened={meeting !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Move this meeting"
      size="lg"
      centered
    >
      {meeting ? (
        <Stack gap="md">
          <Text size="sm">{`Now: ${dateTimeLabel(meeting.start_time, timeZone)}. Pick a new time.`}</Text>
          <SlotPicker
            lawyerUsername={meeting.lawyer.username}
            timeZone={timeZone}
            selected={slot?.start_time ?? null}
            onSelect={setSlot}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep the time
            </Button>
            <Button disabled={!slot} loading={move.isPending} onClick={() => move.mutate()}>
              {slot ? `Move to ${dateTimeLabel(slot.start_time, timeZone)}` : 'Move meeting'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
