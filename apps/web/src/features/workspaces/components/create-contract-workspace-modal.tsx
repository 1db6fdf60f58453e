import { messages } from '@lexi/shared/messages';
import {
  type ContractWorkspaceField,
  type ContractWorkspaceFormValues,
  type ContractWorkspaceType,
  validateContractWorkspace,
  validateContractWorkspaceField,
} from '@lexi/shared/validation/workspaces';
import { Radio, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { createContractWorkspace } from '../api/contract-workspaces.ts';
import { refreshWorkspaceLists } from '../workspace-cache.ts';
import { workspaceTexts } from '../workspace-texts.ts';
import { WorkspaceFormModal, WorkspaceNameInput } from './workspace-form-modal.tsx';

const initial: ContractWorkspaceFormValues = { name: '', workspace_type: 'Client', client_name: '' };
type Errors = Partial<Record<ContractWorkspaceField, string>>;

interface CreateContractWorkspaceModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec part 2 §2 "Create contract workspace modal", with the rules of §5. */
export function CreateContractWorkspaceModal({ opened, onClose }: CreateContractWorkspaceModalProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const queryClient = useQueryClient();

  const create = useNotifiedMutation({
    mutationFn: () =>
      createContractWorkspace({
        name: values.name.trim(),
        workspace_type: values.workspace_type,
        client_name: values.workspace_type === 'Client' ? (values.client_name ?? '').trim() : null,
      }),
    success: messages.workspace.own.created,
    failure: workspaceTexts.createFailed,
    close,
    refresh: () => refreshWorkspaceLists(queryClient, 'contract'),
  });

  function close() {
    setValues(initial);
    setErrors({});
    onClose();
  }

  function change(field: ContractWorkspaceField, value: string) {
    const next = { ...values, [field]: value } as ContractWorkspaceFormValues;
    setValues(next);
    // An error clears (or updates) as soon as the field is edited.
    if (errors[field])
      setErrors({ ...errors, [field]: validateContractWorkspaceField(field, next) ?? undefined });
  }

  const busy = create.isPending;
  return (
    <WorkspaceFormModal
      opened={opened}
      title="Create New Workspace"
      busy={busy}
      onClose={close}
      onSubmit={() => {
        const found = validateContractWorkspace(values);
        setErrors(found);
        if (Object.keys(found).length === 0) create.mutate();
      }}
      submitLabel="Create Workspace"
    >
      <WorkspaceNameInput
        value={values.name}
        error={errors.name}
        busy={busy}
        onChange={(value) => change('name', value)}
      />
      <Radio.Group
        label="Workspace Type"
        required
        value={values.workspace_type}
        onChange={(value) => {
          setValues({ ...values, workspace_type: value as ContractWorkspaceType });
          setErrors({ ...errors, client_name: undefined });
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="Client" label="Client Workspace" disabled={busy} />
          <Radio value="Internal" label="Personal/Internal Workspace" disabled={busy} />
        </Stack>
      </Radio.Group>
      {values.workspace_type === 'Client' ? (
        <TextInput
          label="Client Name"
          required
          value={values.client_name ?? ''}
          onChange={(event) => change('client_name', event.currentTarget.value)}
          error={errors.client_name}
          disabled={busy}
        />
      ) : null}
    </WorkspaceFormModal>
  );
}
