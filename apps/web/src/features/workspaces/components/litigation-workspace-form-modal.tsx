import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import {
  caseTypes,
  type LitigationWorkspaceData,
  type LitigationWorkspaceField,
  type LitigationWorkspaceFormValues,
  validateLitigationWorkspace,
} from '@lexi/shared/validation/workspaces';
import { Group, Radio, TextInput } from '@mantine/core';
import { useState } from 'react';
import { WorkspaceFormModal, WorkspaceNameInput } from './workspace-form-modal.tsx';

const w = messages.litigation.page.workspaceFields;

const empty: LitigationWorkspaceFormValues = {
  workspace_name: '',
  case_type: '',
  client_name: '',
  opponent_name: '',
  area_of_law: '',
};

/** What the modal says, creating or editing. */
const texts = messages.litigation.page.workspaceForm;

type Errors = Partial<Record<LitigationWorkspaceField, string>>;

const textFields: { field: Exclude<LitigationWorkspaceField, 'case_type'>; label: string }[] = [
  { field: 'client_name', label: w.clientName },
  { field: 'opponent_name', label: w.opponentName },
  { field: 'area_of_law', label: w.areaOfLaw },
];

interface LitigationWorkspaceFormModalProps {
  opened: boolean;
  busy: boolean;
  /** The values to start from (edit); a new workspace starts empty. */
  workspace?: LitigationWorkspace;
  onClose: () => void;
  onSubmit: (data: LitigationWorkspaceData) => void;
}

function valuesOf(workspace?: LitigationWorkspace): LitigationWorkspaceFormValues {
  if (!workspace) return empty;
  return {
    workspace_name: workspace.workspace_name,
    case_type: workspace.case_type,
    client_name: workspace.client_name,
    opponent_name: workspace.opponent_name,
    area_of_law: workspace.area_of_law,
  };
}

/**
 * The litigation workspace form, creating or (given a workspace) editing one (spec part 2 §2, §5):
 * every field required and trimmed, one message per field that clears when the field is edited;
 * while busy every control is disabled.
 */
export function LitigationWorkspaceFormModal({
  opened,
  busy,
  workspace,
  onClose,
  onSubmit,
}: LitigationWorkspaceFormModalProps) {
  const [values, setValues] = useState(() => valuesOf(workspace));
  const [errors, setErrors] = useState<Errors>({});
  const [openedFor, setOpenedFor] = useState<boolean>(false);
  // Each opening starts from the workspace's current values (or empty).
  if (opened !== openedFor) {
    setOpenedFor(opened);
    if (opened) {
      setValues(valuesOf(workspace));
      setErrors({});
    }
  }

  function change(field: LitigationWorkspaceField, value: string) {
    setValues({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  return (
    <WorkspaceFormModal
      opened={opened}
      {...texts[workspace ? 'edit' : 'create']}
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        const found = validateLitigationWorkspace(values);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        onSubmit({
          workspace_name: values.workspace_name.trim(),
          case_type: values.case_type as LitigationWorkspaceData['case_type'],
          client_name: values.client_name.trim(),
          opponent_name: values.opponent_name.trim(),
          area_of_law: values.area_of_law.trim(),
        });
      }}
    >
      <WorkspaceNameInput
        value={values.workspace_name}
        error={errors.workspace_name}
        busy={busy}
        onChange={(value) => change('workspace_name', value)}
      />
      <Radio.Group
        label={messages.litigation.page.caseFields.caseType}
        required
        value={values.case_type}
        onChange={(value) => change('case_type', value)}
        error={errors.case_type}
      >
        <Group gap="lg" mt="xs">
          {[...caseTypes].reverse().map((type) => (
            <Radio key={type} value={type} label={type} disabled={busy} />
          ))}
        </Group>
      </Radio.Group>
      {textFields.map(({ field, label }) => (
        <TextInput
          key={field}
          label={label}
          required
          value={values[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
          error={errors[field]}
          disabled={busy}
        />
      ))}
    </WorkspaceFormModal>
  );
}
