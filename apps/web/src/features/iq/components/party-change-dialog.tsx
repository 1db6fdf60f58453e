import { messages } from '@lexi/shared/messages';
import { Button, Stack, Text } from '@mantine/core';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';

const own = messages.analysis.own;

interface PartyChangeDialogProps {
  /** The party asked for, while the user is asked; null: closed. */
  party: 1 | 2 | null;
  /** How many proposals the user accepted or rejected. */
  decided: number;
  onConfirm: (party: 1 | 2) => void;
  onCancel: () => void;
}

/**
 * Asks before a negotiation is read for the other party: its proposals are drawn again, and a
 * decision on a change that is not proposed again is lost (also when the user comes back).
 */
export function PartyChangeDialog({ party, decided, onConfirm, onCancel }: PartyChangeDialogProps) {
  return (
    <Dialog opened={party !== null} onClose={onCancel} title={own.partyChangeTitle}>
      <Stack gap="md">
        <Text size="sm">{own.partyChangeKeeps(decided)}</Text>
        <DialogActions onCancel={onCancel}>
          <Button onClick={() => party && onConfirm(party)}>{own.partyChangeConfirm}</Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
