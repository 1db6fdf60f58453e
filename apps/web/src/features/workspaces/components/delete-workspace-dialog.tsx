import { messages } from '@lexi/shared/messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { deleteContractWorkspace } from '../api/contract-workspaces.ts';
import { deleteLitigationWorkspace } from '../api/litigation-workspaces.ts';
import { forgetWorkspace, refreshWorkspaceLists } from '../workspace-cache.ts';
import type { WorkspaceKind } from '../workspace-kind.ts';
import { workspaceTexts } from '../workspace-texts.ts';

const confirmWord = messages.workspace.deleteConfirmText;

interface DeleteWorkspaceDialogProps {
  kind: WorkspaceKind;
  /** The workspace to delete; null keeps the dialog closed. */
  workspace: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Spec part 1 §2 "Delete Workspace": the user types DELETE; the Delete Workspace button stays
 * disabled until the text equals DELETE exactly.
 */
export function DeleteWorkspaceDialog({ kind, workspace, onClose, onDeleted }: DeleteWorkspaceDialogProps) {
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) =>
      kind === 'contract' ? deleteContractWorkspace(id) : deleteLitigationWorkspace(id),
    onSuccess: async (answer, id) => {
      notifySuccess(answer.message || messages.workspace.own.deleted, { step: 'workspace.delete' });
      forgetWorkspace(queryClient, kind, id);
      close();
      onDeleted?.();
      await refreshWorkspaceLists(queryClient, kind);
    },
    onError: (error) =>
      notifyError(
        errorMessage(
          error,
          kind === 'contract' ? workspaceTexts.deleteFailed : messages.litigation.deleteWorkspaceFailed,
        ),
        { step: 'workspace.delete' },
      ),
  });

  function close() {
    setTyped('');
    onClose();
  }

  return (
    <Modal
      opened={workspace !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Delete Workspace"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (workspace && typed === confirmWord) remove.mutate(workspace.id);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {kind === 'contract'
              ? `"${workspace?.name ?? ''}" will be deleted with its team and notes. Its contracts and documents are kept, outside any workspace. This cannot be undone.`
              : `"${workspace?.name ?? ''}" will be deleted with its cases, team and notes. This cannot be undone.`}
          </Text>
          <TextInput
            label={`Type ${confirmWord} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            disabled={remove.isPending}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.8" disabled={typed !== confirmWord} loading={remove.isPending}>
              Delete Workspace
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
