import type { AnalysisKind } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { contractFileProblem } from '@lexi/shared/validation/contract-file';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceCards } from '../../../components/ui/choice-card.tsx';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { readBase64, readBytes } from '../../../lib/read-file.ts';
import { analysesKey, analysisWhenReady, uploadContract } from '../api/iq-api.ts';
import { useUploadProgress } from '../hooks/use-upload-progress.ts';
import { ContractDropZone } from './contract-drop-zone.tsx';

const a = messages.analysis;
const u = a.page.upload;
const failureOf: Record<AnalysisKind, string> = { risk: a.analyzeFailed, negotiation: a.negotiationFailed };
const successOf: Record<AnalysisKind, string> = { risk: a.analyzed, negotiation: a.negotiationProcessed };

/** Checks the chosen file by the shared rule (size, and PDF or DOCX by its first bytes). */
async function problemOf(file: File): Promise<string | null> {
  try {
    return contractFileProblem(file, await readBytes(file.slice(0, 1024)));
  } catch {
    return a.own.unreadableFile;
  }
}

/**
 * The start of LeXi IQ: risk analysis or negotiation, the contract dropped or chosen and checked,
 * then uploaded with the spec's progress (+10 a second up to 90, 100 when the analysis is done,
 * asked every second); the result opens.
 */
export function UploadCard() {
  const [kind, setKind] = useState<AnalysisKind>('risk');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { progress, start, finish, reset } = useUploadProgress();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = useMutation({
    // The upload answers once the file is read; the analysis is a background job whose status is
    // asked for while the progress goes on.
    mutationFn: async (chosen: { file: File; kind: AnalysisKind }) => {
      const answer = await uploadContract(chosen.kind, {
        file_content: await readBase64(chosen.file),
        file_name: chosen.file.name,
      });
      const analysis = await analysisWhenReady(queryClient, answer.id, () => mounted.current);
      if (analysis.status === 'failed') throw new Error('analysis failed');
      return answer;
    },
    onMutate: () => start(),
    onSuccess: async (answer, chosen) => {
      finish();
      notifySuccess(answer.message || successOf[chosen.kind], { step: failureOf[chosen.kind] });
      await queryClient.invalidateQueries({ queryKey: analysesKey });
      if (mounted.current) await navigate(`/iq/${answer.id}`);
    },
    onError: (error, chosen) => {
      reset();
      notifyError(errorMessage(error, failureOf[chosen.kind]), { step: failureOf[chosen.kind] });
    },
  });

  const choose = async (chosen: File) => {
    upload.reset();
    setFile(chosen);
    setFileError(await problemOf(chosen));
  };

  const submit = () => {
    if (!file) {
      setFileError(a.own.fileRequired);
      return;
    }
    if (fileError) return;
    upload.mutate({ file, kind });
  };

  return (
    <PanelSection
      id="iq-upload"
      title={u.title}
      description={u.description}
      padding={{ base: 'md', sm: 'xl' }}
      gap="lg"
    >
      <ChoiceCards
        label={u.kindLabel}
        value={kind}
        onChange={setKind}
        options={[
          {
            value: 'risk',
            title: a.texts.kindLabels.risk,
            description: u.riskDescription,
          },
          {
            value: 'negotiation',
            title: a.texts.kindLabels.negotiation,
            description: u.negotiationDescription,
          },
        ]}
      />
      <ContractDropZone
        file={file}
        error={fileError ?? (upload.error ? errorMessage(upload.error, failureOf[kind]) : null)}
        disabled={upload.isPending}
        onFile={choose}
      />
      {progress !== null ? (
        <Stack gap={4}>
          <Text size="sm" id="iq-progress-label">
            {progress < 100 ? u.analysing : a.texts.statusLabels.done} {progress}%
          </Text>
          <Progress value={progress} aria-labelledby="iq-progress-label" animated={progress < 100} />
        </Stack>
      ) : null}
      <Button
        onClick={submit}
        loading={upload.isPending}
        leftSection={<IconSparkles size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {kind === 'risk' ? u.analyse : u.negotiate}
      </Button>
    </PanelSection>
  );
}
