import { messages } from '@lexi/shared/messages';
import { Button, FileInput, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ChoiceCards } from '../../../components/ui/choice-card.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { readBase64 } from '../../../lib/read-file.ts';
import { uploadDocument } from '../api/upload-document.ts';
import { useEmoharStore } from '../emohar-store.ts';
import { checkPdfFile, contractNameOf } from '../pdf-file-check.ts';

/** The start: how the document will be signed, and the PDF (chosen or dropped), checked, then uploaded. */
export function UploadCard() {
  const party = useEmoharStore((state) => state.party);
  const setParty = useEmoharStore((state) => state.setParty);
  const setFileData = useEmoharStore((state) => state.setFileData);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const content = await readBase64(chosen);
      return uploadDocument({
        file_content: content,
        file_name: chosen.name,
        party,
        contract_name: contractNameOf(chosen.name),
      });
    },
    onSuccess: (answer, chosen) => {
      setFileData(answer.record_dict, { name: chosen.name, size: chosen.size });
      notifySuccess(answer.message || messages.analysis.uploaded, { step: messages.analysis.uploadFailed });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.analysis.uploadFailed), {
        step: messages.analysis.uploadFailed,
      }),
  });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    if (!chosen) return;
    const problem = await checkPdfFile(chosen);
    setFileError(problem);
  };

  const submit = () => {
    if (!file) {
      setFileError(messages.emohar.own.pdfRequired);
      return;
    }
    if (fileError) return;
    upload.mutate(file);
  };

  return (
    <PanelSection
      id="upload"
      title="Upload the document"
      description="A PDF of at most 20 MB. You place your signature on it in the next step."
      padding={{ base: 'md', sm: 'xl' }}
      gap="lg"
    >
      <ChoiceCards
        label="Who signs?"
        value={party}
        onChange={setParty}
        options={[
          { value: 'single', title: 'Sign it myself', description: 'You are the only signer.' },
          {
            value: 'multi',
            title: 'Share with a counter party',
            description: 'You sign, and the counter party signs through a link.',
          },
        ]}
      />
      <FileDropZone onFile={(dropped) => void choose(dropped)} testId="pdf-drop-zone">
        <Stack gap="sm" align="center" ta="center">
          <IconFileTypePdf size={40} stroke={1.4} aria-hidden />
          <Text size="sm">Drag and drop the PDF here, or choose it:</Text>
          <FileInput
            label="PDF document"
            accept="application/pdf,.pdf"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={fileError}
            clearable
            w="100%"
            maw={420}
          />
        </Stack>
      </FileDropZone>
      <Button
        onClick={submit}
        loading={upload.isPending}
        leftSection={<IconUpload size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        Upload
      </Button>
    </PanelSection>
  );
}
