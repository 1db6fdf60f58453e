import type { EmoharRecord } from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { startSelfEsign } from '../api/start-self-esign.ts';
import { browserLocation } from '../browser-location.ts';
import { useEmoharStore } from '../emohar-store.ts';
import { useSignerForm } from '../hooks/use-signer-form.ts';
import { NoPlanAlert } from './no-plan-alert.tsx';
import { SignerIdentityFields } from './signer-identity-fields.tsx';

export const PLACE_SIGNATURE_FIRST = 'Place your signature on the document first.';

/** The owner's identity form and method; signing opens the sign session (for_self_esign). */
export function OwnerSignPanel({ record }: { record: EmoharRecord }) {
  const savedForm = useEmoharStore((state) => state.formData);
  const method = useEmoharStore((state) => state.method);
  const box = useEmoharStore((state) => state.signatureDisplay);
  // The country code of the account is the default: the owner changes it for another number.
  const accountCode = useSessionStore((state) => state.userData?.country_code ?? '');
  const form = useSignerForm(
    { ...savedForm, mobile: '', country_code: accountCode },
    { mobileRequired: false, countryCodeDefault: true },
  );
  const [noPlan, setNoPlan] = useState<string | null>(null);
  const [placementError, setPlacementError] = useState<string | null>(null);

  const sign = useMutation({
    mutationFn: () => {
      if (!box) throw new Error(PLACE_SIGNATURE_FIRST);
      const { mobile, country_code, ...identity } = form.values;
      return startSelfEsign({
        x_coordinate: box.x,
        y_coordinate: box.y,
        page_no: box.page,
        width: box.width,
        height: box.height,
        method,
        formData: {
          ...identity,
          ...(method === '2fa' && mobile.trim() ? { mobile, ...(country_code ? { country_code } : {}) } : {}),
          id: record.id,
          contract_name: record.contract_name,
          file_name: record.file_name,
        },
      });
    },
    onSuccess: (answer) => {
      if (!answer.success) {
        setNoPlan(answer.message);
        return;
      }
      notifySuccess(messages.emohar.sessionCreated, { step: messages.emohar.signFailed });
      browserLocation.assign(answer.url);
    },
    onError: (error) => {
      notifyError(errorMessage(error, messages.emohar.signFailed), { step: messages.emohar.signFailed });
      if (error instanceof ApiError) form.setServerErrors(error.fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoPlan(null);
    const valid = form.validate();
    setPlacementError(box ? null : PLACE_SIGNATURE_FIRST);
    if (!valid || !box) return;
    sign.mutate();
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="signer-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="signer-title">
              Your details
            </Title>
            <Text size="sm" c="dimmed">
              They are checked in the sign session and written on the certificate of the signed document.
            </Text>
          </Stack>
          <SignerIdentityFields
            values={form.values}
            errors={form.errors}
            onChange={(field, value) => {
              form.setField(field, value);
              if (field !== 'mobile' && field !== 'country_code')
                useEmoharStore.getState().setFormData({ [field]: value });
            }}
            method={method}
            onMethodChange={(next) => useEmoharStore.getState().setMethod(next)}
            mobileRequired={false}
          />
          {placementError && !box ? (
            <Alert color="red" variant="light" role="alert">
              {placementError}
            </Alert>
          ) : null}
          {noPlan ? <NoPlanAlert message={noPlan} /> : null}
          <Button type="submit" size="md" loading={sign.isPending}>
            Sign the document
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
