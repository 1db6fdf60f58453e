import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WorkspaceKind } from '../workspace-kind.ts';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog.tsx';

/** Delete workspace on a workspace page: asks first, then goes back to the dashboard. */
export function DeleteWorkspaceButton({
  kind,
  workspace,
}: {
  kind: WorkspaceKind;
  workspace: { id: string; name: string };
}) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Button
        variant="default"
        color="red"
        c="var(--mantine-color-error)"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setDeleting(true)}
      >
        Delete workspace
      </Button>
      <DeleteWorkspaceDialog
        kind={kind}
        workspace={deleting ? workspace : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/dashboard')}
      />
    </>
  );
}
