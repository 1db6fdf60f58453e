import { messages } from '@lexi/shared/messages';
import type { LitigationWorkspaceData } from '@lexi/shared/validation/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { createLitigationWorkspace } from '../api/litigation-workspaces.ts';
import { refreshWorkspaceLists } from '../workspace-cache.ts';
import { LitigationWorkspaceFormModal } from './litigation-workspace-form-modal.tsx';

/** Create New Workspace on the Litigation tab; the list is fetched again after it. */
export function CreateLitigationWorkspaceModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (data: LitigationWorkspaceData) => createLitigationWorkspace(data),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || messages.litigation.workspaceCreated);
      onClose();
      await refreshWorkspaceLists(queryClient, 'litigation');
    },
    onError: (error) => notifyError(errorMessage(error, messages.litigation.createWorkspaceFailed)),
  });
  return (
    <LitigationWorkspaceFormModal
      opened={opened}
      title="Create New Workspace"
      submitLabel="Create Workspace"
      busyLabel="Creating..."
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(data) => create.mutate(data)}
    />
  );
}
