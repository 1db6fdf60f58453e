import type { LitigationCase, Representing, UpdateCaseRequest } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { caseTypes } from '@lexi/shared/validation/workspaces';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LabelledSegments } from '../../../components/ui/labelled-segments.tsx';

const f = messages.litigation.page.caseFields;
const c = messages.litigation.page.cases;

interface CaseEditModalProps {
  litigationCase: LitigationCase | null;
  busy: boolean;
  onClose: () => void;
  onSave: (request: UpdateCaseRequest) => void;
}

type CaseValues = Omit<LitigationCase, 'id' | 'created_at' | 'updated_at'>;

const valuesOf = (item: LitigationCase): CaseValues => ({
  case_type: item.case_type,
  representing: item.representing,
  complainant: item.complainant,
  accused: item.accused,
  victim: item.victim,
  allegations: item.allegations,
  facts_summary: item.facts_summary,
});

type TextField = 'complainant' | 'accused' | 'victim' | 'allegations' | 'facts_summary';

const textInputs: { field: TextField; label: string }[] = [
  { field: 'complainant', label: f.complainant },
  { field: 'accused', label: f.accused },
  { field: 'victim', label: f.victim },
];

const textAreas: { field: TextField; label: string; rows: number }[] = [
  { field: 'allegations', label: f.allegations, rows: 3 },
  { field: 'facts_summary', label: f.factsSummary, rows: 4 },
];

/** Edits a case's fields (POST /api/litigation/update-case/). */
export function CaseEditModal({ litigationCase, busy, onClose, onSave }: CaseEditModalProps) {
  const [values, setValues] = useState<CaseValues | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  if (litigationCase && editing !== litigationCase.id) {
    setEditing(litigationCase.id);
    setValues(valuesOf(litigationCase));
  }
  if (!litigationCase && editing !== null) setEditing(null);
  const current = values ?? (litigationCase ? valuesOf(litigationCase) : null);
  const set = (field: keyof CaseValues, value: string) =>
    current && setValues({ ...current, [field]: value });

  return (
    <Modal
      opened={litigationCase !== null}
      onClose={busy ? () => {} : onClose}
      closeButtonProps={{ 'aria-label': c.close, disabled: busy }}
      title={c.editCase}
      size="lg"
      centered
    >
      {current && litigationCase ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const caseType = caseTypes.find((type) => type === current.case_type);
            const representing = (['victim', 'accused'] as const).find((who) => who === current.representing);
            onSave({
              case_id: litigationCase.id,
              ...(caseType ? { case_type: caseType } : {}),
              ...(representing ? { representing: representing as Representing } : {}),
              complainant: current.complainant.trim(),
              accused: current.accused.trim(),
              victim: current.victim.trim(),
              allegations: current.allegations.trim(),
              facts_summary: current.facts_summary.trim(),
            });
          }}
        >
          <Stack gap="sm">
            <Select
              label={f.caseType}
              data={[...caseTypes]}
              value={caseTypes.find((type) => type === current.case_type) ?? null}
              onChange={(value) => value && set('case_type', value)}
              allowDeselect={false}
              disabled={busy}
              comboboxProps={{ withinPortal: false }}
            />
            <LabelledSegments
              label={f.representing}
              value={current.representing === 'accused' ? 'accused' : 'victim'}
              onChange={(value) => set('representing', value)}
              data={[
                { value: 'victim', label: f.victim },
                { value: 'accused', label: f.accused },
              ]}
              disabled={busy}
            />
            {textInputs.map(({ field, label }) => (
              <TextInput
                key={field}
                label={label}
                value={current[field]}
                onChange={(e) => set(field, e.currentTarget.value)}
                disabled={busy}
              />
            ))}
            {textAreas.map(({ field, label, rows }) => (
              <Textarea
                key={field}
                label={label}
                resize="vertical"
                rows={rows}
                value={current[field]}
                onChange={(e) => set(field, e.currentTarget.value)}
                disabled={busy}
              />
            ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {c.cancel}
              </Button>
              <Button type="submit" loading={busy}>
                {c.saveCase}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
