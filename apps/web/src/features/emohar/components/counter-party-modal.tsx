import { emoharAddDetailsRequest } from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import { fieldError } from '@lexi/shared/validation/fields';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { addDetails } from '../api/add-details.ts';
import { type CounterPartyData, useEmoharStore } from '../emohar-store.ts';

type Field = keyof CounterPartyData;
const rules = emoharAddDetailsRequest.shape;
const check: Record<Field, (value: string) => string | null> = {
  counterParty: (value) => fieldError(rules.counterpartyName, value),
  contractType: (value) => fieldError(rules.contractType, value),
  expiryDate: (value) => fieldError(rules.expiryDate, value),
};
const serverField: Record<string, Field> = {
  counterpartyName: 'counterParty',
  contractType: 'contractType',
  expiryDate: 'expiryDate',
};

/** Spec §2: the counter-party details dialog, open by default until the details are added. */
export function CounterPartyModal() {
  const opened = useEmoharStore((state) => state.showCounterModal);
  const close = () => useEmoharStore.getState().setShowCounterModal(false);
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Contract details"
      centered
      size="md"
    >
      {opened ? <CounterPartyForm onDone={close} /> : null}
    </Modal>
  );
}

function CounterPartyForm({ onDone }: { onDone: () => void }) {
  const fileData = useEmoharStore((state) => state.fileData);
  const saved = useEmoharStore((state) => state.counterPartyData);
  const [values, setValues] = useState<CounterPartyData>(saved);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const mutation = useMutation({
    mutationFn: (data: CounterPartyData) => {
      if (!fileData) throw new Error(messages.emohar.noDocumentId);
      return addDetails(fileData.party, {
        id: fileData.id,
        counterpartyName: data.counterParty,
        contractType: data.contractType,
        expiryDate: data.expiryDate,
      });
    },
    onSuccess: (answer, data) => {
      const store = useEmoharStore.getState();
      store.setCounterPartyData(data);
      store.setFileData(answer.record_dict);
      notifySuccess(messages.emohar.detailsAdded, { step: messages.emohar.addDetailsFailed });
      onDone();
    },
    onError: (error) => {
      notifyError(errorMessage(error, messages.emohar.addDetailsFailed), {
        step: messages.emohar.addDetailsFailed,
      });
      if (error instanceof ApiError) {
        const mapped: Partial<Record<Field, string>> = {};
        for (const [key, message] of Object.entries(error.fields)) {
          const field = serverField[key];
          if (field) mapped[field] = message;
        }
        setErrors((current) => ({ ...current, ...mapped }));
      }
    },
  });

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: check[field](value) ?? undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const all: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(check) as Field[]) {
      const error = check[field](values[field]);
      if (error) all[field] = error;
    }
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    mutation.mutate(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Counter party name"
          required
          data-autofocus
          value={values.counterParty}
          onChange={(event) => change('counterParty', event.currentTarget.value)}
          error={errors.counterParty}
        />
        <TextInput
          label="Contract type"
          required
          placeholder="Lease agreement"
          value={values.contractType}
          onChange={(event) => change('contractType', event.currentTarget.value)}
          error={errors.contractType}
        />
        <TextInput
          label="Expiry date"
          description="When the contract ends."
          required
          type="date"
          value={values.expiryDate}
          onChange={(event) => change('expiryDate', event.currentTarget.value)}
          error={errors.expiryDate}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Later
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
