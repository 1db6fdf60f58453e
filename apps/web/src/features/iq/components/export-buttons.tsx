import type { Analysis } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Button, Group } from '@mantine/core';
import { IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { type AnalysisExport, fetchAnalysisExport } from '../api/iq-api.ts';

const failure = messages.analysis.own.exportFailed;
const r = messages.analysis.page.result;

/** The download's name: the uploaded file's name without its extension, then what it is. */
export function exportFileName(fileName: string, file: AnalysisExport): string {
  const base = fileName.replace(/\.[^.]*$/, '').trim() || r.contractFallbackName;
  return file === 'export.docx' ? r.negotiatedFileName(base) : r.memoFileName(base);
}

/** Downloads of the negotiated DOCX (a negotiation's accepted changes as tracked changes) and the memo PDF. */
export function ExportButtons({ analysis }: { analysis: Analysis }) {
  const download = useMutation({
    mutationFn: async (file: AnalysisExport) => ({
      file,
      blob: await fetchAnalysisExport(analysis.id, file),
    }),
    onSuccess: ({ file, blob }) => saveBlob(blob, exportFileName(analysis.file_name, file)),
    onError: (error) => notifyError(errorMessage(error, failure), { step: failure }),
  });
  const busy = (file: AnalysisExport) => download.isPending && download.variables === file;
  return (
    <Group gap="xs">
      {analysis.kind === 'negotiation' ? (
        <Button
          variant="default"
          leftSection={<IconFileTypeDocx size={18} aria-hidden />}
          loading={busy('export.docx')}
          onClick={() => download.mutate('export.docx')}
        >
          {r.exportDocx}
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={busy('memo.pdf')}
        onClick={() => download.mutate('memo.pdf')}
      >
        {r.memoPdf}
      </Button>
    </Group>
  );
}
