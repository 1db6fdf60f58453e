import { messages } from '@lexi/shared/messages';
import type { LitigationWorkspaceData } from '@lexi/shared/validation/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
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
  const create = useNotifiedMutation({
    mutationFn: (data: LitigationWorkspaceData) => createLitigationWorkspace(data),
    success: messages.litigation.workspaceCreated,
    failure: messages.litigation.createWorkspaceFailed,
    close: onClose,
    refresh: () => refreshWorkspaceLists(queryClient, 'litigation'),
  });
  return (
    <LitigationWorkspaceFormModal
      opened={opened}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(data) => create.mutate(data)}
    />
  );
}
