import { type EmoharParty, emoharAddDetailsRequest } from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import { fieldError } from '@lexi/shared/validation/fields';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { addDetails, addSelfDetails } from '../api/add-details.ts';
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

/** What each kind of document asks and says: a document signed alone has no counter party. */
const byParty: Record<EmoharParty, { fields: Field[]; added: string; failed: string; intro: string }> = {
  multi: {
    fields: ['counterParty', 'contractType', 'expiryDate'],
    added: messages.emohar.detailsAdded,
    failed: messages.emohar.addDetailsFailed,
    intro: 'Who the counter party is, and what the contract is.',
  },
  single: {
    fields: ['contractType', 'expiryDate'],
    added: messages.emohar.own.selfDetailsAdded,
    failed: messages.emohar.own.selfDetailsFailed,
    intro: 'You sign this document alone. Say what the contract is and when it ends.',
  },
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
  const party = fileData?.party ?? 'single';
  const texts = byParty[party];
  const [values, setValues] = useState<CounterPartyData>(saved);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const mutation = useMutation({
    mutationFn: (data: CounterPartyData) => {
      if (!fileData) throw new Error(messages.emohar.noDocumentId);
      const common = { id: fileData.id, contractType: data.contractType, expiryDate: data.expiryDate };
      return party === 'multi'
        ? addDetails({ ...common, counterpartyName: data.counterParty })
        : addSelfDetails(common);
    },
    onSuccess: (answer, data) => {
      const store = useEmoharStore.getState();
      store.setCounterPartyData({ ...data, counterParty: party === 'multi' ? data.counterParty : '' });
      store.setFileData(answer.record_dict);
      notifySuccess(texts.added, { step: texts.failed });
      onDone();
    },
    onError: (error) => {
      notifyError(errorMessage(error, texts.failed), { step: texts.failed });
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
    for (const field of texts.fields) {
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
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
        {party === 'multi' ? (
          <TextInput
            label="Counter party name"
            required
            data-autofocus
            value={values.counterParty}
            onChange={(event) => change('counterParty', event.currentTarget.value)}
            error={errors.counterParty}
          />
        ) : null}
        <TextInput
          label="Contract type"
          required
          placeholder="Lease agreement"
          data-autofocus={party === 'single' ? true : undefined}
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
