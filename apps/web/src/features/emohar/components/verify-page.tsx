import type { EmoharVerifyResponse } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { readBase64 } from '../../../lib/read-file.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { verifyDocument } from '../api/verify-document.ts';
import { checkPdfFile } from '../pdf-file-check.ts';
import { formatTime } from './signers-list.tsx';

/** /verify/:id (public): is this PDF the document LeXi sealed? */
export function VerifyPage() {
  usePageTitle('Verify');
  const { id = '' } = useParams();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async (chosen: File) => verifyDocument({ id, file_content: await readBase64(chosen) }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(messages.emohar.own.verifyFileRequired);
      return;
    }
    const problem = await checkPdfFile(file);
    setFileError(problem);
    if (!problem) verify.mutate(file);
  };

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Verify a signed document
        </Title>
        <Text c="dimmed">
          Choose the PDF you received. LeXi computes its fingerprint in full and compares it with the document
          it sealed. The file is not stored.
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          Document ID {id}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <FileInput
              label="Signed PDF"
              placeholder="Choose a PDF file"
              accept="application/pdf,.pdf"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(null);
                verify.reset();
              }}
              error={fileError}
              required
            />
            <Button
              type="submit"
              loading={verify.isPending}
              leftSection={<IconShieldCheck size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Verify
            </Button>
          </Stack>
        </form>
      </Paper>
      {verify.isError ? (
        <Alert color="red" variant="light" role="alert" title="The file could not be checked">
          {errorMessage(verify.error, messages.common.notFound)}
        </Alert>
      ) : null}
      {verify.data ? <VerifyResult result={verify.data} /> : null}
    </Stack>
  );
}

function VerifyResult({ result }: { result: EmoharVerifyResponse }) {
  if (!result.sealed) {
    return (
      <Alert
        color="orange"
        variant="light"
        role="status"
        icon={<IconCircleX aria-hidden />}
        title="Not sealed"
      >
        <Text size="sm">{result.message}</Text>
      </Alert>
    );
  }
  return (
    <Alert
      color={result.matches ? 'teal' : 'red'}
      variant="light"
      role="status"
      icon={result.matches ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      title={result.matches ? 'Authentic' : 'Not the sealed document'}
    >
      <Stack gap="xs">
        <Text size="sm">{result.message}</Text>
        <Text size="sm">
          Document: <strong>{result.document_name}</strong>
          {`, sealed ${formatTime(result.sealed_at)}`}
        </Text>
        {result.signers.length > 0 ? (
          <Stack gap={2} component="ul" m={0} pl="md">
            {result.signers.map((signer) => (
              <Text component="li" size="sm" key={`${signer.name}-${signer.signed_at}`}>
                {signer.name} ({signer.method === 'aadhaar' ? 'Aadhaar e-mohar' : '2-factor e-sign'})
                {signer.signed_at ? `, signed ${formatTime(signer.signed_at)}` : ''}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          SHA-256 of your file {result.sha256}
        </Text>
      </Stack>
    </Alert>
  );
}
