import { messages } from '@lexi/shared/messages';
import {
  type ContractWorkspaceField,
  type ContractWorkspaceFormValues,
  type ContractWorkspaceType,
  validateContractWorkspace,
  validateContractWorkspaceField,
} from '@lexi/shared/validation/workspaces';
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { createContractWorkspace } from '../api/contract-workspaces.ts';
import { refreshWorkspaceLists } from '../workspace-cache.ts';
import { workspaceTexts } from '../workspace-texts.ts';

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

  const create = useMutation({
    mutationFn: () =>
      createContractWorkspace({
        name: values.name.trim(),
        workspace_type: values.workspace_type,
        client_name: values.workspace_type === 'Client' ? (values.client_name ?? '').trim() : null,
      }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || messages.workspace.own.created);
      close();
      await refreshWorkspaceLists(queryClient, 'contract');
    },
    onError: (error) => notifyError(errorMessage(error, workspaceTexts.createFailed)),
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
    <Modal
      opened={opened}
      onClose={busy ? () => {} : close}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy }}
      title="Create New Workspace"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateContractWorkspace(values);
          setErrors(found);
          if (Object.keys(found).length === 0) create.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Workspace Name"
            required
            value={values.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={errors.name}
            disabled={busy}
            data-autofocus
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create Workspace
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
