import type { EmoharSharedRecord } from '@lexi/shared/api/emohar';
import { type EsignMethod, esignMessages } from '@lexi/shared/api/emohar-signing';
import { signingInvitation } from '@lexi/shared/api/signing-offer';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { sharedDownloadUrl } from '../api/download-document.ts';
import { sharedDocumentQuery } from '../api/fetch-shared-document.ts';
import { submitCounterPartyEsign } from '../api/submit-counter-party-esign.ts';
import { browserLocation } from '../browser-location.ts';
import { useSignerForm } from '../hooks/use-signer-form.ts';
import type { SignatureBox } from '../placement/signature-box.ts';
import { PLACE_SIGNATURE_FIRST } from './owner-sign-panel.tsx';
import { SignaturePlacement } from './signature-placement.tsx';
import { SignerIdentityFields } from './signer-identity-fields.tsx';
import { SignersList } from './signers-list.tsx';

/** /e_mohar/sign-multi-party?id=&token=: the counter party reviews and signs, without an account. */
export function SharedSignPage() {
  usePageTitle('Sign document');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  const justSigned = params.get('signed') === '1';
  const shared = useQuery({ ...sharedDocumentQuery(id, token), enabled: id !== '' && token !== '' });

  if (id === '' || token === '') return <LinkProblem message={messages.emohar.own.linkInvalid} />;
  if (shared.isPending) return <Skeleton height={320} role="status" aria-label="Loading the document" />;
  if (shared.isError) {
    const error = shared.error;
    // 404 / 410: the link is unknown, expired, revoked or used; the page says which.
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      if (justSigned && error.code === 'emohar.link_used') return <ThankYou id={id} token={token} />;
      return <LinkProblem message={errorMessage(error, messages.emohar.own.linkInvalid)} />;
    }
    return (
      <LinkProblem
        message={errorMessage(error, messages.emohar.fetchFailed)}
        retry={() => shared.refetch()}
      />
    );
  }
  const record = shared.data.record_dict;
  const counterPartySigned = record.signers.some(
    (signer) => signer.role === 'counter_party' && signer.status === 'signed',
  );
  if (justSigned || counterPartySigned) return <ThankYou id={id} token={token} record={record} />;
  return <CounterPartySigning record={record} token={token} />;
}

function LinkProblem({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 'xl', sm: 64 }} maw={520} mx="auto">
      <IconLinkOff size={48} stroke={1.4} aria-hidden />
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        This link cannot be used
      </Title>
      <Text>{message}</Text>
      {retry ? (
        <Button variant="default" onClick={retry}>
          Try again
        </Button>
      ) : null}
    </Stack>
  );
}

function ThankYou({ id, token, record }: { id: string; token: string; record?: EmoharSharedRecord }) {
  return (
    <Stack gap="lg" maw={640} mx="auto" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" align="center" ta="center">
        <IconCircleCheck size={48} stroke={1.4} color="var(--mantine-color-teal-8)" aria-hidden />
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Thank you for signing
        </Title>
        <Text>
          {record?.sealed
            ? 'Every party has signed. The sealed PDF has been emailed to you; you can also download it here.'
            : record?.sealing
              ? esignMessages.sealing
              : 'Your signature is in the document. When every party has signed, the sealed PDF is emailed to you.'}
        </Text>
      </Stack>
      {record ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {record.contract_name}
            </Title>
            <SignersList signers={record.signers} />
          </Stack>
        </Paper>
      ) : null}
      <Button
        component="a"
        href={sharedDownloadUrl(id, token)}
        download
        leftSection={<IconDownload size={16} aria-hidden />}
        style={{ alignSelf: 'center' }}
      >
        {record?.sealed || !record ? 'Download the signed PDF' : 'Download the PDF'}
      </Button>
    </Stack>
  );
}

function CounterPartySigning({ record, token }: { record: EmoharSharedRecord; token: string }) {
  const [box, setBox] = useState<SignatureBox | null>(null);
  const [chosenMethod, setMethod] = useState<EsignMethod>(record.signature_method ?? 'aadhaar');
  // The sender's choice wins: submit refuses any other method.
  const method = record.signature_method ?? chosenMethod;
  const form = useSignerForm(
    { aadhar_name: '', aadhar_four_digit: '', email: '', gender: '', dob: '', mobile: '', country_code: '' },
    { mobileRequired: method === '2fa', countryCodeDefault: false },
  );
  const [placementError, setPlacementError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: (placed: SignatureBox) => {
      const { mobile, country_code, ...identity } = form.values;
      return submitCounterPartyEsign({
        id: record.id,
        token,
        x_coordinate: placed.x,
        y_coordinate: placed.y,
        page_no: placed.page,
        width: placed.width,
        height: placed.height,
        method,
        formData: {
          ...identity,
          ...(method === '2fa' && mobile.trim() ? { mobile, ...(country_code ? { country_code } : {}) } : {}),
          contract_name: record.contract_name,
          file_name: record.file_name,
        },
      });
    },
    onSuccess: (answer) => {
      if (!answer.success) {
        setRefusal(answer.message);
        return;
      }
      notifySuccess(messages.emohar.submitted, { step: messages.emohar.submitFailed });
      browserLocation.assign(answer.url);
    },
    onError: (error) => {
      notifyError(errorMessage(error, messages.emohar.submitFailed), { step: messages.emohar.submitFailed });
      if (error instanceof ApiError) form.setServerErrors(error.fields);
    },
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const valid = form.validate();
    setPlacementError(box ? null : PLACE_SIGNATURE_FIRST);
    if (!valid || !box) return;
    submit.mutate(box);
  };

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          Review and sign: {record.contract_name}
        </Title>
        <Text c="dimmed">
          {record.contract_type ? `${record.contract_type}. ` : ''}Read the document, place your signature,
          and confirm who you are.
        </Text>
        {/* The same sentence as the email that carried the link. */}
        <Text size="sm">{signingInvitation({ kind: 'sign_now', method: record.signature_method })}</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SignaturePlacement
            base64={record.base64_string}
            box={box}
            onChange={setBox}
            signerName={form.values.aadhar_name}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="cp-title"
          >
            <form onSubmit={send} noValidate>
              <Stack gap="md">
                <Title order={2} fz="lg" id="cp-title">
                  Your details
                </Title>
                <SignerIdentityFields
                  values={form.values}
                  errors={form.errors}
                  onChange={form.setField}
                  method={method}
                  onMethodChange={setMethod}
                  lockedMethod={record.signature_method}
                  mobileRequired
                />
                {placementError && !box ? (
                  <Alert color="red" variant="light" role="alert">
                    {placementError}
                  </Alert>
                ) : null}
                {refusal ? (
                  <Alert color="orange" variant="light" role="alert">
                    {refusal}
                  </Alert>
                ) : null}
                <Button type="submit" size="md" loading={submit.isPending}>
                  Sign the document
                </Button>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
